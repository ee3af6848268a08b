import ComposableArchitecture
import SwiftUI

struct CounterView: View {
    let store: StoreOf<CounterFeature>

    var body: some View {
        HStack {
            Button("−") { self.store.send(.decrementButtonTapped) }
            // The current value.
            Text("\(self.store.count)")
                .monospacedDigit()
            Button("+") { self.store.send(.incrementButtonTapped) }
        }
    }
}
