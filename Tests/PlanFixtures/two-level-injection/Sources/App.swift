import SwiftUI

/// App-wide state, injected at the App and again into a sheet, which does not inherit it.
final class AppModel: ObservableObject {
    @Published var user = "guest"
    @Published var theme = "light"
    @Published var badgeCount = 0
}

/// Injected by a Scene.
final class CartModel: ObservableObject {
    @Published var items: [String] = []
    @Published var total = 0.0
}

/// Created from AppModel: holds an environment-injected model, so it migrates after it.
final class OrderModel: ObservableObject {
    @Published var status = "new"
    private let app: AppModel

    init(app: AppModel) {
        self.app = app
    }

    var owner: String { app.user }
}

/// A plain leaf, owned by one view.
final class CounterModel: ObservableObject {
    @Published var count = 0
    @Published var step = 1
}

@main
struct ShopApp: App {
    @StateObject private var appModel = AppModel()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(appModel)
        }
    }
}

struct ShopScene: Scene {
    var body: some Scene {
        WindowGroup {
            CartView()
                .environmentObject(CartModel())
        }
    }
}
