import SwiftUI

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
