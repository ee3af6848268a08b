import SwiftUI

/// Sync dashboard: status, pending uploads and an activity log.
struct SyncView: View {
    @State private var viewModel = SyncViewModel()
    @Environment(SessionStore.self) var session
    @Environment(SyncStatus.self) private var status
    @State private var showBadge = false

    var body: some View {
        List {
            Section("Status") {
                Text(status.summary)
                Text(session.isOnline ? "Online" : "Offline")
                    .foregroundColor(session.isOnline ? .green : .red)
                if showBadge {
                    Label("\(viewModel.pendingCount) changes waiting", systemImage: "arrow.triangle.2.circlepath")
                }
            }
            Section("Activity") {
                ForEach(viewModel.log, id: \.self) { entry in
                    Text(entry)
                        .font(.caption)
                }
            }
        }
        .navigationTitle("Sync")
        .toolbar {
            Button("Refresh") { viewModel.refreshNow() }
            Button("Purge Cache") { viewModel.purgeCache() }
        }
        .onChange(of: viewModel.pendingCount, initial: true) { _, value in
            showBadge = value > 0
        }
        .onAppear {
            viewModel.startPolling()
        }
        .onDisappear {
        }
    }
}
