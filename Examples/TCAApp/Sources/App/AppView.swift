import ComposableArchitecture
import SwiftUI

struct AppView: View {
    let store: StoreOf<AppFeature>

    var body: some View {
        NavigationStackStore(store.scope(state: \.path, action: \.path)) {
            WithViewStore(store, observe: \.selectedTab) { viewStore in
                TabView(selection: viewStore.binding(get: { $0 }, send: { .tabSelected($0) })) {
                    NotesListView(store: store.scope(state: \.notes, action: \.notes))
                        .tabItem { Label("Notes", systemImage: "note.text") }
                        .tag(AppFeature.Tab.notes)
                    SettingsView(store: store.scope(state: \.settings, action: \.settings))
                        .tabItem { Label("Settings", systemImage: "gear") }
                        .tag(AppFeature.Tab.settings)
                }
            }
        } destination: { state in
            switch state {
            case .about:
                CaseLet(/AppFeature.Path.State.about, action: AppFeature.Path.Action.about) { aboutStore in
                    AboutView(store: aboutStore)
                }
            case .detail:
                CaseLet(/AppFeature.Path.State.detail, action: AppFeature.Path.Action.detail, then: NoteDetailView.init(store:))
            }
        }
    }
}
