import ComposableArchitecture
import SwiftUI

@Reducer
struct Feature {
    @ObservableState
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
        let isEditing = store.isEditing
        Text(isEditing ? "Editing" : "Viewing")
        Text(store.contact?.name ?? "Anonymous")
        // Rebinds `store` inside: the explicit `self.store` stays.
        if let store = Optional(self.store.isEditing) {
            Text(store ? "Editing" : "Viewing")
        }
    }
}
