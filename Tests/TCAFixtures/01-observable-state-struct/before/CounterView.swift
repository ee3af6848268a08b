import ComposableArchitecture
import SwiftUI

struct CounterView: View {
    let store: StoreOf<CounterFeature>

    var body: some View {
        WithViewStore(self.store, observe: { $0 }) { viewStore in
            HStack {
                Button("−") { viewStore.send(.decrementButtonTapped) }
                // The current value.
                Text("\(viewStore.count)")
                    .monospacedDigit()
                Button("+") { viewStore.send(.incrementButtonTapped) }
            }
        }
    }
}
