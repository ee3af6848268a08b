import SwiftUI

struct ShellView: View {
    let services: AppServices
    let isPreview: Bool
    @Dependency(\.settings) var settings

    var body: some View {
        ContentView()
            .environment(makeCart())
            .environment(services.router)
            .environment(AppServices.shared.session())
            .environment(settings)
            .environment(isPreview ? ThemeModel() : ThemeModel.shared)
    }
}

struct ContentView: View {
    @Environment(CartStore.self) var cart
    @Environment(ThemeModel.self) var theme
    @Environment(RouterModel.self) var router
    @Environment(SessionModel.self) var session
    @Environment(SettingsModel.self) var settings

    var body: some View {
        Text("\(session.user): \(cart.count) items, \(router.path.count) deep, \(settings.fontSize)pt, dark: \(theme.isDark ? "yes" : "no")")
    }
}
