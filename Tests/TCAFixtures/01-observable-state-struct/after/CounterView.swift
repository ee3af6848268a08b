import ComposableArchitecture
import SwiftUI

struct CounterView: View {
    let store: StoreOf<CounterFeature>

    var body: some View {
        HStack {
            Button("−") { store.send(.decrementButtonTapped) }
            // The current value.
            Text("\(store.count)")
                .monospacedDigit()
            Button("+") { store.send(.incrementButtonTapped) }
        }
    }
}
