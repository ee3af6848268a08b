import ComposableArchitecture
import SwiftUI

@Reducer
struct RecordFeature {
    @ObservableState
    struct State: Equatable {
        @Presents var alert: AlertState<Action.Alert>?
        @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
    }
    enum Action {
        case alert(PresentationAction<Alert>)
        case dialog(PresentationAction<Dialog>)
        enum Alert: Equatable { case confirmDeletion }
        enum Dialog: Equatable { case share }
    }
    var body: some ReducerOf<Self> {
        EmptyReducer()
            .ifLet(\.$alert, action: \.alert)
            .ifLet(\.$dialog, action: \.dialog)
    }
}

struct RecordView: View {
    @Bindable var store: StoreOf<RecordFeature>

    var body: some View {
        Text("Record")
            .alert($store.scope(state: \.alert, action: \.alert))
            .confirmationDialog($store.scope(state: \.dialog, action: \.dialog))
    }
}
