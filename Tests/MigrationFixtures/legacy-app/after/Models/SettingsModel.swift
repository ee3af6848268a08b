import Observation
import SwiftUI

/// User preferences shared across the app.
@Observable final class SettingsModel {
    var showCompleted = true
    var defaultPriority: Priority = .normal
    var reminderHour = 9
    var reminderEnabled = false

    var sortAscending: Bool {
        get {
            access(keyPath: \.sortAscending)
            return _sortAscendingStorage
        }
        set {
            withMutation(keyPath: \.sortAscending) {
                _sortAscendingStorage = newValue
            }
        }
    }
    @ObservationIgnored @AppStorage("sortAscending") private var _sortAscendingStorage = true
    var displayName: String {
        get {
            access(keyPath: \.displayName)
            return _displayNameStorage
        }
        set {
            withMutation(keyPath: \.displayName) {
                _displayNameStorage = newValue
            }
        }
    }
    @ObservationIgnored @AppStorage("displayName") private var _displayNameStorage = ""

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
