import SwiftUI

struct AppRoot: View {
    @State private var theme = ThemeModel()

    var body: some View {
        BrowseView()
            .environment(Dependencies.resolve(SearchModel.self))
            .environment(theme)
    }
}
