import ComposableArchitecture
import SwiftUI

struct SettingsView: View {
    let store: StoreOf<SettingsFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            Form {
                Section("Text") {
                    Slider(value: viewStore.binding(get: \.fontSize, send: { .fontSizeChanged($0) }), in: 10...24)
                    Text("Font size \(Int(viewStore.fontSize))")
                }
                Section("Account") {
                    IfLetStore(store.scope(state: \.account, action: \.account)) { accountStore in
                        AccountView(store: accountStore)
                    } else: {
                        Button("Sign in") { viewStore.send(.signInButtonTapped) }
                    }
                }
                Button("About") { viewStore.send(.aboutButtonTapped) }
            }
        }
    }
}

struct AccountView: View {
    let store: StoreOf<AccountFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            LabeledContent("Signed in as", value: viewStore.name)
            Button("Sign out") { viewStore.send(.signOutButtonTapped) }
        }
    }
}

struct AboutView: View {
    let store: StoreOf<AboutFeature>

    var body: some View {
        WithViewStore(store, observe: \.version) { viewStore in
            Text("Version \(viewStore.state)")
        }
    }
}
