import SwiftUI

struct AppRoot: View {
    @StateObject private var theme = ThemeModel()

    var body: some View {
        BrowseView()
            .environmentObject(Dependencies.resolve(SearchModel.self))
            .environmentObject(theme)
    }
}
