import ComposableArchitecture
import SwiftUI

/// A note pushed on the navigation stack.
@Reducer
struct NoteDetailFeature {
    struct State: Equatable {
        var note: Note
    }

    enum Action {
        case shareButtonTapped
    }

    var body: some ReducerOf<Self> {
        EmptyReducer()
    }
}

struct NoteDetailView: View {
    let store: StoreOf<NoteDetailFeature>

    var body: some View {
        WithViewStore(store, observe: \.note) { viewStore in
            ScrollView {
                Text(viewStore.body)
                    .padding()
            }
            .navigationTitle(viewStore.title)
            .toolbar {
                Button("Share") { viewStore.send(.shareButtonTapped) }
            }
        }
    }
}
