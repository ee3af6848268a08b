import SwiftUI

/// Weekly usage numbers.
struct StatsView: View {
    @State private var viewModel = StatsViewModel()

    var body: some View {
        Form {
            if let error = viewModel.errorMessage {
                Section {
                    Label(error, systemImage: "exclamationmark.triangle")
                        .foregroundColor(.orange)
                }
            }
            Section("This week") {
                HStack {
                    Text("Tasks completed")
                    Spacer()
                    Text("\(viewModel.stats.completedThisWeek)")
                        .bold()
                }
                HStack {
                    Text("Notes created")
                    Spacer()
                    Text("\(viewModel.stats.notesCreated)")
                }
                HStack {
                    Text("Streak")
                    Spacer()
                    Text(viewModel.streakDescription)
                }
            }
        }
        .overlay {
            if viewModel.isLoading {
                ProgressView()
            }
        }
        .navigationTitle("Stats")
        .task {
            await viewModel.load()
        }
        .refreshable {
            await viewModel.load()
        }
    }
}
