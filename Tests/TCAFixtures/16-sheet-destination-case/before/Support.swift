import ComposableArchitecture
import SwiftUI

@Reducer
struct ItemsFeature {
    struct State: Equatable {
        @PresentationState var destination: Destination.State?
    }
    enum Action {
        case destination(PresentationAction<Destination.Action>)
    }
    var body: some ReducerOf<Self> {
        EmptyReducer()
            .ifLet(\.$destination, action: \.destination) { Destination() }
    }

    @Reducer
    struct Destination {
        enum State: Equatable {
            case detail(DetailFeature.State)
            case editForm(EditFormFeature.State)
            case info(InfoFeature.State)
            case onboarding(OnboardingFeature.State)
        }
        enum Action {
            case detail(DetailFeature.Action)
            case editForm(EditFormFeature.Action)
            case info(InfoFeature.Action)
            case onboarding(OnboardingFeature.Action)
        }
        var body: some ReducerOf<Self> {
            Scope(state: \.detail, action: \.detail) { DetailFeature() }
            Scope(state: \.editForm, action: \.editForm) { EditFormFeature() }
            Scope(state: \.info, action: \.info) { InfoFeature() }
            Scope(state: \.onboarding, action: \.onboarding) { OnboardingFeature() }
        }
    }
}

@Reducer
struct DetailFeature {
    struct State: Equatable {
        var title = ""
    }
    enum Action {
        case doneButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct DetailView: View {
    let store: StoreOf<DetailFeature>

    var body: some View {
        Text("Detail")
    }
}

@Reducer
struct EditFormFeature {
    struct State: Equatable {
        var title = ""
    }
    enum Action {
        case doneButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct EditFormView: View {
    let store: StoreOf<EditFormFeature>

    var body: some View {
        Text("EditForm")
    }
}

@Reducer
struct InfoFeature {
    struct State: Equatable {
        var title = ""
    }
    enum Action {
        case doneButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct InfoView: View {
    let store: StoreOf<InfoFeature>

    var body: some View {
        Text("Info")
    }
}

@Reducer
struct OnboardingFeature {
    struct State: Equatable {
        var title = ""
    }
    enum Action {
        case doneButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct OnboardingView: View {
    let store: StoreOf<OnboardingFeature>

    var body: some View {
        Text("Onboarding")
    }
}
