import Combine

class ListStore: ObservableObject {
    @Published var isRefreshing = false
}

final class ContactsStore: ListStore {
    @Published var contacts: [String] = []
}

final class SettingsStore: ObservableObject {
    @Published var compact = false
}
