import SwiftUI

struct AccountView: View {
    @Environment(ThemeModel.self) private var theme: ThemeModel?
    @EnvironmentObject private var account: AccountModel

    var body: some View {
        Text(account.email)
            .foregroundStyle(theme?.isDark == true ? Color.white : Color.black)
    }
}

struct AccountScreen: View {
    @StateObject private var account = AccountModel()

    var body: some View {
        AccountView()
            .environmentObject(account)
    }
}
