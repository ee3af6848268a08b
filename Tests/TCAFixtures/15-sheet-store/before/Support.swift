import ComposableArchitecture
import SwiftUI

@Reducer
struct ContactsFeature {
    struct State: Equatable {
        @PresentationState var addContact: AddContactFeature.State?
        @PresentationState var editContact: EditContactFeature.State?
    }
    enum Action {
        case addContact(PresentationAction<AddContactFeature.Action>)
        case editContact(PresentationAction<EditContactFeature.Action>)
    }
    var body: some ReducerOf<Self> {
        EmptyReducer()
            .ifLet(\.$addContact, action: \.addContact) { AddContactFeature() }
            .ifLet(\.$editContact, action: \.editContact) { EditContactFeature() }
    }
}

@Reducer
struct AddContactFeature {
    struct State: Equatable {
        var title = ""
    }
    enum Action {
        case doneButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct AddContactView: View {
    let store: StoreOf<AddContactFeature>

    var body: some View {
        Text("AddContact")
    }
}

@Reducer
struct EditContactFeature {
    struct State: Equatable {
        var title = ""
    }
    enum Action {
        case doneButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct EditContactView: View {
    let store: StoreOf<EditContactFeature>

    var body: some View {
        Text("EditContact")
    }
}
