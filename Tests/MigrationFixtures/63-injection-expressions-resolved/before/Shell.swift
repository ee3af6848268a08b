import SwiftUI

struct ShellView: View {
    let services: AppServices
    let isPreview: Bool
    @Dependency(\.settings) var settings

    var body: some View {
        ContentView()
            .environmentObject(makeCart())
            .environmentObject(services.router)
            .environmentObject(AppServices.shared.session())
            .environmentObject(settings)
            .environmentObject(isPreview ? ThemeModel() : ThemeModel.shared)
    }
}

struct ContentView: View {
    @EnvironmentObject var cart: CartStore
    @EnvironmentObject var theme: ThemeModel
    @EnvironmentObject var router: RouterModel
    @EnvironmentObject var session: SessionModel
    @EnvironmentObject var settings: SettingsModel

    var body: some View {
        Text("\(session.user): \(cart.count) items, \(router.path.count) deep, \(settings.fontSize)pt, dark: \(theme.isDark ? "yes" : "no")")
    }
}
