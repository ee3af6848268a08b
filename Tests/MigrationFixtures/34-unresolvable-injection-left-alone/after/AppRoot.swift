import SwiftUI

struct AppRoot: View {
    @State private var theme = ThemeModel()

    var body: some View {
        BrowseView()
            .environmentObject(Dependencies.makeSearchModel())
            .environment(theme)
    }
}
