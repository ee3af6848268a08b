import SwiftUI

struct AppRoot: View {
    @StateObject private var search = SearchModel()
    @StateObject private var theme = ThemeModel()

    var body: some View {
        BrowseView()
            .environmentObject(registered(search))
            .environmentObject(theme)
    }
}

struct BrowseView: View {
    @EnvironmentObject var search: SearchModel
    @EnvironmentObject var theme: ThemeModel

    var body: some View {
        VStack {
            TextField("Search", text: $search.query)
            Text(theme.isDark ? "Dark" : "Light")
        }
    }
}
