import ComposableArchitecture
import SwiftUI

struct ContactsView: View {
    let store: StoreOf<ContactsFeature>

    var body: some View {
        List {
            Text("Contacts")
        }
        .sheet(store: store.scope(state: \.$addContact, action: \.addContact)) { addContactStore in
            NavigationStack {
                AddContactView(store: addContactStore)
            }
        }
        .sheet(
            store: self.store.scope(state: \.$editContact, action: { .editContact($0) }),
            onDismiss: { print("dismissed") }
        ) { editStore in
            EditContactView(store: editStore)
        }
    }
}
