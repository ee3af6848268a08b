import ComposableArchitecture
import SwiftUI

@Reducer
struct InboxFeature {
    @ObservableState
    struct State: Equatable {
        var list = MessageListFeature.State()
        var path = StackState<MessagePath.State>()
    }
    enum Action {
        case list(MessageListFeature.Action)
        case path(StackAction<MessagePath.State, MessagePath.Action>)
    }
    var body: some ReducerOf<Self> {
        Scope(state: \.list, action: \.list) { MessageListFeature() }
        EmptyReducer()
            .forEach(\.path, action: \.path) { MessagePath() }
    }
}

@Reducer
struct MessagePath {
    @ObservableState
    enum State: Equatable {
        case message(MessageFeature.State)
    }
    enum Action {
        case message(MessageFeature.Action)
    }
    var body: some ReducerOf<Self> {
        Scope(state: \.message, action: \.message) { MessageFeature() }
    }
}

struct MessageList: View {
    let store: StoreOf<MessageListFeature>

    var body: some View {
        Text("Messages")
    }
}

struct MessagePathView: View {
    let store: StoreOf<MessagePath>

    var body: some View {
        Text("Message")
    }
}

@Reducer
struct MessageListFeature {
    @ObservableState
    struct State: Equatable {
        var title = ""
    }
    enum Action {
        case doneButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct MessageListView: View {
    let store: StoreOf<MessageListFeature>

    var body: some View {
        Text("MessageList")
    }
}

@Reducer
struct MessageFeature {
    @ObservableState
    struct State: Equatable {
        var title = ""
    }
    enum Action {
        case doneButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct MessageView: View {
    let store: StoreOf<MessageFeature>

    var body: some View {
        Text("Message")
    }
}
