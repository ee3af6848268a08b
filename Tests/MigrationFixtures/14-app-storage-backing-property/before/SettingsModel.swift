import SwiftUI

final class SettingsModel: ObservableObject {
    @AppStorage("sortAscending") var sortAscending = true
    @Published var filter = ""

    func toggleSort() {
        sortAscending.toggle()
    }
}

struct SortSettingsView: View {
    @ObservedObject var settings: SettingsModel

    var body: some View {
        Form {
            Toggle("Ascending", isOn: $settings.sortAscending)
            TextField("Filter", text: $settings.filter)
        }
    }
}
