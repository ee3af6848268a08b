import SwiftUI

struct AccountView: View {
    @Environment(ThemeModel.self) private var theme: ThemeModel?
    @Environment(AccountModel.self) private var account

    var body: some View {
        Text(account.email)
            .foregroundStyle(theme?.isDark == true ? Color.white : Color.black)
    }
}

struct AccountScreen: View {
    @State private var account = AccountModel()

    var body: some View {
        AccountView()
            .environment(account)
    }
}
