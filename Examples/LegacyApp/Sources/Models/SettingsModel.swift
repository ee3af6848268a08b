import SwiftUI

/// User preferences shared across the app.
final class SettingsModel {
    @Published var showCompleted = true
    @Published var defaultPriority: Priority = .normal
    @Published var reminderHour = 9
    @Published var reminderEnabled = false

    @AppStorage("sortAscending") var sortAscending = true
    @AppStorage("displayName") var displayName = ""

    let supportedHours = Array(6...22)
    private let defaults = UserDefaults.standard

    var reminderDescription: String {
        reminderEnabled ? "Daily at \(reminderHour):00" : "Off"
    }

    func resetToDefaults() {
        showCompleted = true
        defaultPriority = .normal
        reminderHour = 9
        reminderEnabled = false
        sortAscending = true
    }

    func sorted(_ tasks: [TaskItem]) -> [TaskItem] {
        tasks.sorted { lhs, rhs in
            sortAscending ? lhs.title < rhs.title : lhs.title > rhs.title
        }
    }

    func visible(_ tasks: [TaskItem]) -> [TaskItem] {
        let filtered = showCompleted ? tasks : tasks.filter { !$0.isDone }
        return sorted(filtered)
    }
}

extension SettingsModel: ObservableObject {}
