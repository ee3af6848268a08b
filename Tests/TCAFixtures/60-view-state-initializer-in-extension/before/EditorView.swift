import ComposableArchitecture
import SwiftUI

@Reducer
struct EditorFeature {
    struct State: Equatable {
        @BindingState var name = ""
        @BindingState var isPinned = false
        var lanes = 0
    }
    enum Action: BindableAction {
        case binding(BindingAction<State>)
        case saveTapped
    }
    var body: some ReducerOf<Self> {
        BindingReducer()
    }
}

// The ViewState's initializer is declared in an extension at the end of the file: both go.
struct EditorView: View {
    let store: StoreOf<EditorFeature>

    struct ViewState: Equatable {
        @BindingViewState var name: String
        @BindingViewState var isPinned: Bool
        let lanes: Int
    }

    var body: some View {
        WithViewStore(store, observe: ViewState.init, content: { viewStore in
            Form {
                TextField("Name", text: viewStore.$name)
                Toggle("Pinned", isOn: viewStore.$isPinned)
                Text("\(viewStore.lanes) lanes")
                Button("Save") { viewStore.send(.saveTapped) }
            }
        })
    }
}

extension EditorView.ViewState {
    init(store: BindingViewStore<EditorFeature.State>) {
        self._name = store.$name
        self._isPinned = store.$isPinned
        self.lanes = store.lanes
    }
}
