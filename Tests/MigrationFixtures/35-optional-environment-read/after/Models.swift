import Combine
import Observation

/// Migrated in an earlier change.
@Observable final class ThemeModel {
    var isDark = false
}

@Observable final class AccountModel {
    var email = ""
}
