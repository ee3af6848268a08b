import Combine

final class CartStore: ObservableObject {
    @Published var count = 0
}

final class ThemeModel: ObservableObject {
    static let shared = ThemeModel()
    @Published var isDark = false
}

final class RouterModel: ObservableObject {
    @Published var path: [String] = []
}

final class SessionModel: ObservableObject {
    @Published var user = "Guest"
}

final class SettingsModel: ObservableObject {
    @Published var fontSize = 14
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
