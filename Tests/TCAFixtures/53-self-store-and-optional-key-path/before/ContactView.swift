import ComposableArchitecture
import SwiftUI

@Reducer
struct Feature {
    struct State: Equatable {
        var isEditing = false
        var contact: Contact?
    }
    struct Contact: Equatable { var name: String }
    enum Action { case tap }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

// `self.store` in a view struct reads as `store`; an optional-chained key path is a plain read.
struct FeatureView: View {
    let store: StoreOf<Feature>
    var body: some View {
        WithViewStore(self.store, observe: \.isEditing) { viewStore in
            let isEditing = viewStore.state
            Text(isEditing ? "Editing" : "Viewing")
        }
        WithViewStore(store, observe: \.contact?.name) { viewStore in
            Text(viewStore.state ?? "Anonymous")
        }
        // Rebinds `store` inside: the explicit `self.store` stays.
        WithViewStore(self.store, observe: { $0 }) { viewStore in
            if let store = Optional(viewStore.isEditing) {
                Text(store ? "Editing" : "Viewing")
            }
        }
    }
}
