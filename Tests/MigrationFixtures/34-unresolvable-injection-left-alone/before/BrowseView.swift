import SwiftUI

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
