import ComposableArchitecture
import SwiftUI

@Reducer
struct CoordinatorFeature {
    @ObservableState
    struct State: Equatable {
        var path = StackState<Path.State>()
    }
    enum Action {
        case child(Child)

        @CasePathable
        enum Child {
            case path(StackActionOf<Path>)
        }
    }
    var body: some ReducerOf<Self> { EmptyReducer() }

    @Reducer
    struct Path {
        @ObservableState
        enum State: Equatable {
            case done
            case step1(Step1Feature.State)
        }
        enum Action {
            case step1(Step1Feature.Action)
        }
        var body: some ReducerOf<Self> {
            Scope(state: \.step1, action: \.step1) { Step1Feature() }
        }
    }
}

struct IntroView: View {
    var body: some View {
        Text("Intro")
    }
}

struct DoneView: View {
    var body: some View {
        Text("Done")
    }
}

@Reducer
struct Step1Feature {
    @ObservableState
    struct State: Equatable {
        var title = ""
    }
    enum Action {
        case doneButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct Step1View: View {
    let store: StoreOf<Step1Feature>

    var body: some View {
        Text("Step1")
    }
}
