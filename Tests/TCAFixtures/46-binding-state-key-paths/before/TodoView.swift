import ComposableArchitecture
import SwiftUI

struct TodoView: View {
    let store: StoreOf<TodoFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            Form {
                TextField("Text", text: viewStore.$text)
                Stepper("Count", value: viewStore.$count)
                Button("Complete") { viewStore.send(.binding(.set(\.$isComplete, true))) }
                Button("Reset") { viewStore.send(.resetButtonTapped) }
            }
        }
    }
}
