import ComposableArchitecture
import SwiftUI

@Reducer
struct AmountFeature {
    struct State: Equatable {
        var amount = ""
        var focused = false
    }
    enum Action {
        case amountChanged(String)
        case focusChanged(Bool)
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

extension AmountFeature.State {
    var isValid: Bool { Double(amount) != nil }
}

extension ViewStore<AmountFeature.State, AmountFeature.Action> {
    var focusedBinding: Binding<Bool> {
        binding(get: \.focused, send: AmountFeature.Action.focusChanged)
    }
}

struct AmountView: View {
    let store: StoreOf<AmountFeature>
    @FocusState private var focused: Bool

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            TextField("Amount", text: viewStore.binding(get: \.amount, send: { .amountChanged($0) }))
                .focused($focused)
                .bind(viewStore.focusedBinding, to: $focused)
        }
    }
}

struct AmountBadge: View {
    let store: StoreOf<AmountFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            Image(systemName: viewStore.isValid ? "checkmark" : "xmark")
        }
    }
}
