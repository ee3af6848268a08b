import SwiftUI

struct SearchView: View {
    @StateObject private var model = SearchModel()
    var recents: RecentSearches

    var body: some View {
        List {
            TextField("Search…", text: $model.query)
            ForEach(model.results, id: \.self) { result in
                Button(result) { recents.remember(result) }
            }
            ForEach(recents.terms, id: \.self) { term in
                Text(term)
            }
        }
    }
}
