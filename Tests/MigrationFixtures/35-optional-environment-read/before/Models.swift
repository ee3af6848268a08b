import Combine
import Observation

/// Migrated in an earlier change.
@Observable final class ThemeModel {
    var isDark = false
}

final class AccountModel: ObservableObject {
    @Published var email = ""
}
