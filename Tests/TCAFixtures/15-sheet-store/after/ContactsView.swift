import ComposableArchitecture
import SwiftUI

struct ContactsView: View {
    @Bindable var store: StoreOf<ContactsFeature>

    var body: some View {
        List {
            Text("Contacts")
        }
        .sheet(item: $store.scope(state: \.addContact, action: \.addContact)) { addContactStore in
            NavigationStack {
                AddContactView(store: addContactStore)
            }
        }
        .sheet(
            item: $store.scope(state: \.editContact, action: \.editContact),
            onDismiss: { print("dismissed") }
        ) { editStore in
            EditContactView(store: editStore)
        }
    }
}
