import ComposableArchitecture
import SwiftUI

@Reducer
struct RecordFeature {
    struct State: Equatable {
        @PresentationState var alert: AlertState<Action.Alert>?
        @PresentationState var dialog: ConfirmationDialogState<Action.Dialog>?
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
    let store: StoreOf<RecordFeature>

    var body: some View {
        Text("Record")
            .alert(store: store.scope(state: \.$alert, action: \.alert))
            .confirmationDialog(store: self.store.scope(state: \.$dialog, action: { .dialog($0) }))
    }
}
