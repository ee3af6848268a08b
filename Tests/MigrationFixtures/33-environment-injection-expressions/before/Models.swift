import Combine

final class ThemeModel: ObservableObject {
    static let shared = ThemeModel()
    @Published var isDark = false
}

final class CartStore: ObservableObject {
    @Published var count = 0
}

final class RouterModel: ObservableObject {
    @Published var path: [String] = []
}

final class UserModel: ObservableObject {
    @Published var name = "Guest"
}
