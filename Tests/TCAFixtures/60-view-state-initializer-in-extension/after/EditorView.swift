import ComposableArchitecture
import SwiftUI

@Reducer
struct EditorFeature {
    @ObservableState
    struct State: Equatable {
        var name = ""
        var isPinned = false
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
    @Bindable var store: StoreOf<EditorFeature>

    var body: some View {
        Form {
            TextField("Name", text: $store.name)
            Toggle("Pinned", isOn: $store.isPinned)
            Text("\(store.lanes) lanes")
            Button("Save") { store.send(.saveTapped) }
        }
    }
}
