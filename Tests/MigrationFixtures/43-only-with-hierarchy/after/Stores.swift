import Combine
import Observation

@Observable class ListStore {
    var isRefreshing = false
}

@Observable final class ContactsStore: ListStore {
    var contacts: [String] = []
}

final class SettingsStore: ObservableObject {
    @Published var compact = false
}
