import SwiftUI

struct AppRoot: View {
    @State private var theme = ThemeModel()

    var body: some View {
        BrowseView()
            .environmentObject(Dependencies.resolve(SearchModel.self))
            .environment(theme)
    }
}
