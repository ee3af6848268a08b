import SwiftUI

struct AppRoot: View {
    @StateObject private var search = SearchModel()
    @State private var theme = ThemeModel()

    var body: some View {
        BrowseView()
            .environmentObject(registered(search))
            .environment(theme)
    }
}

struct BrowseView: View {
    @EnvironmentObject var search: SearchModel
    @Environment(ThemeModel.self) var theme

    var body: some View {
        VStack {
            TextField("Search", text: $search.query)
            Text(theme.isDark ? "Dark" : "Light")
        }
    }
}
