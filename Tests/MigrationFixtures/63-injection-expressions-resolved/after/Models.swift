import Combine
import Observation

@Observable final class CartStore {
    var count = 0
}

@Observable final class ThemeModel {
    static let shared = ThemeModel()
    var isDark = false
}

@Observable final class RouterModel {
    var path: [String] = []
}

@Observable final class SessionModel {
    var user = "Guest"
}

@Observable final class SettingsModel {
    var fontSize = 14
}

/// A factory at file scope: its declared return type says what it injects.
func makeCart() -> CartStore {
    CartStore()
}

final class AppServices {
    static let shared = AppServices()
    let router = RouterModel()

    func session() -> SessionModel {
        SessionModel()
    }
}
