import SwiftUI

/// Searches notes as the user types.
struct SearchView: View {
    @StateObject private var model: SearchViewModel

    init(notes: NotesStore) {
        _model = StateObject(wrappedValue: SearchViewModel(notes: notes))
    }

    var body: some View {
        VStack(spacing: 0) {
            TextField("Search notes", text: $model.query)
                .padding()
            if model.isSearching {
                ProgressView()
                    .padding(.bottom, 8)
            }
            List {
                if model.results.isEmpty && !model.recentSearches.isEmpty {
                    Section("Recent") {
                        ForEach(model.recentSearches, id: \.self) { recent in
                            Button(recent) { model.query = recent }
                        }
                    }
                }
                Section {
                    ForEach(model.results) { result in
                        VStack(alignment: .leading) {
                            Text(result.title)
                                .font(.headline)
                            Text(result.snippet)
                                .font(.caption)
                                .lineLimit(2)
                        }
                    }
                }
            }
        }
        .navigationTitle("Search")
    }
}
