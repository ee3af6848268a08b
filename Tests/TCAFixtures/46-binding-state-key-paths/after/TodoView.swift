import ComposableArchitecture
import SwiftUI

struct TodoView: View {
    @Bindable var store: StoreOf<TodoFeature>

    var body: some View {
        Form {
            TextField("Text", text: $store.text)
            Stepper("Count", value: $store.count)
            Button("Complete") { store.send(.binding(.set(\.isComplete, true))) }
            Button("Reset") { store.send(.resetButtonTapped) }
        }
    }
}
