import SwiftUI

// The app targets iOS 15 (project-bwa.yml). onChange(of:initial:_:) does not exist there, so the
// one-parameter form is the only one that compiles; "deprecated in iOS 17, take { old, new in }"
// is wrong advice and the fix would break the build. Seen in bitwarden/authenticator-ios, whose
// spec is project-bwa.yml: Remodel reads only project.yml and assumed the newest OS.
struct SearchState { var url: URL? }

struct ItemListView: View {
    @State private var state = SearchState()
    @State private var isSearching = false
    @Environment(\.openURL) private var openURL

    var body: some View {
        Text("Items")
            .onChange(of: isSearching) { newValue in
                print(newValue)
            }
            .onChange(of: state.url) { newValue in
                guard let url = newValue else { return }
                openURL(url)
            }
    }
}
