import SwiftUI

struct ShellView: View {
    @StateObject private var router = RouterModel()
    let user: UserModel

    var body: some View {
        ContentView()
            .environmentObject(ThemeModel.shared)
            .environmentObject(CartStore())
            .environmentObject(self.router)
            .environmentObject(user)
    }
}

struct ContentView: View {
    @EnvironmentObject var theme: ThemeModel
    @EnvironmentObject var cart: CartStore
    @EnvironmentObject var router: RouterModel
    @EnvironmentObject var user: UserModel

    var body: some View {
        Text("\(user.name): \(cart.count) items, \(router.path.count) deep, dark: \(theme.isDark ? "yes" : "no")")
    }
}

func makePreview() -> some View {
    let cart = CartStore()
    cart.count = 3
    return ContentView()
        .environmentObject(cart)
        .environmentObject(ThemeModel())
        .environmentObject(RouterModel())
        .environmentObject(UserModel())
}
