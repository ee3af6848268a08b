import SwiftUI

struct ShellView: View {
    @State private var router = RouterModel()
    let user: UserModel

    var body: some View {
        ContentView()
            .environment(ThemeModel.shared)
            .environment(CartStore())
            .environment(self.router)
            .environment(user)
    }
}

struct ContentView: View {
    @Environment(ThemeModel.self) var theme
    @Environment(CartStore.self) var cart
    @Environment(RouterModel.self) var router
    @Environment(UserModel.self) var user

    var body: some View {
        Text("\(user.name): \(cart.count) items, \(router.path.count) deep, dark: \(theme.isDark ? "yes" : "no")")
    }
}

func makePreview() -> some View {
    let cart = CartStore()
    cart.count = 3
    return ContentView()
        .environment(cart)
        .environment(ThemeModel())
        .environment(RouterModel())
        .environment(UserModel())
}
