import Combine
import Observation

@Observable final class ThemeModel {
    static let shared = ThemeModel()
    var isDark = false
}

@Observable final class CartStore {
    var count = 0
}

@Observable final class RouterModel {
    var path: [String] = []
}

@Observable final class UserModel {
    var name = "Guest"
}
