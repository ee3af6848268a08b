import Observation
import SwiftUI

// Class-based service — no built-in isolation.
final class DataManager {
    func getData() async throws -> String {
        "Some Data!"
    }
}

@MainActor
@Observable
final class MVVMViewModel {
    let manager = DataManager()

    // private(set): the view can read this, but only the view model can write it.
    private(set) var myData: String = "Starting text"
    private(set) var isLoading = false

    // Collect all tasks so they can be cancelled together on view disappear.
    @ObservationIgnored private var tasks: [Task<Void, Never>] = []

    func cancelTasks() {
        tasks.forEach({ $0.cancel() })
        tasks = []
    }

    func onCallToActionButtonPressed() {
        let task = Task {
            isLoading = true
            do {
                myData = try await manager.getData()
            } catch {
                print(error)
            }
            isLoading = false
        }
        tasks.append(task)
    }
}

struct MVVMView: View {
    @State private var viewModel = MVVMViewModel()

    var body: some View {
        VStack {
            Button(viewModel.myData) {
                viewModel.onCallToActionButtonPressed()
            }
            if viewModel.isLoading {
                ProgressView()
            }
        }
        .onDisappear {
            viewModel.cancelTasks()
        }
    }
}
