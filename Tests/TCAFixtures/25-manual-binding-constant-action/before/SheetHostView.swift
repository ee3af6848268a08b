import ComposableArchitecture
import SwiftUI

@Reducer
struct SheetHostFeature {
    struct State: Equatable {
        var isSheetPresented = false
        var count = 0
    }
    enum Action {
        case sheetDismissed
        case countChanged(Int)
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct SheetHostView: View {
    let store: StoreOf<SheetHostFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            Stepper("Count", value: viewStore.binding(get: \.count, send: SheetHostFeature.Action.countChanged))
                .sheet(isPresented: viewStore.binding(get: \.isSheetPresented, send: .sheetDismissed)) {
                    Text("Sheet")
                }
        }
    }
}
