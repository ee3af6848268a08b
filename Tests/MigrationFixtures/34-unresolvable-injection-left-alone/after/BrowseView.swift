import SwiftUI

struct BrowseView: View {
    @Environment(SearchModel.self) var search
    @Environment(ThemeModel.self) var theme

    var body: some View {
        @Bindable var search = search
        VStack {
            TextField("Search", text: $search.query)
            Text(theme.isDark ? "Dark" : "Light")
        }
    }
}
