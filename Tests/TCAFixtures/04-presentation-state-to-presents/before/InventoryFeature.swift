import ComposableArchitecture

@Reducer
struct InventoryFeature {
    struct State: Equatable {
        var items: IdentifiedArrayOf<Item> = []
        @PresentationState var alert: AlertState<Action.Alert>?
        @PresentationState
        var editor: ItemEditorFeature.State?
        /// Shown while saving.
        @PresentationState public var progress: ProgressFeature.State?
    }

    enum Action {
        case alert(PresentationAction<Alert>)
        case editor(PresentationAction<ItemEditorFeature.Action>)
        case progress(PresentationAction<ProgressFeature.Action>)

        enum Alert: Equatable {
            case confirmDeletion
        }
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            .none
        }
        .ifLet(\.$alert, action: \.alert)
        .ifLet(\.$editor, action: \.editor) {
            ItemEditorFeature()
        }
        .ifLet(\.$progress, action: \.progress) {
            ProgressFeature()
        }
    }
}
