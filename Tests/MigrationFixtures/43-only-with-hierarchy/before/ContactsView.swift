import SwiftUI

struct ContactsView: View {
    @StateObject private var store = ContactsStore()
    @ObservedObject var settings: SettingsStore

    var body: some View {
        List(store.contacts, id: \.self) { Text($0) }
            .opacity(settings.compact ? 0.8 : 1)
            .overlay {
                if store.isRefreshing { ProgressView() }
            }
    }
}
