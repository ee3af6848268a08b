import Observation
import SwiftUI

@Observable final class SettingsModel {
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
    var filter = ""

    func toggleSort() {
        sortAscending.toggle()
    }
}

struct SortSettingsView: View {
    @Bindable var settings: SettingsModel

    var body: some View {
        Form {
            Toggle("Ascending", isOn: $settings.sortAscending)
            TextField("Filter", text: $settings.filter)
        }
    }
}
