import SwiftUI

struct RootView: View {
    @EnvironmentObject var appModel: AppModel
    @State private var showingSettings = false

    var body: some View {
        VStack {
            Text("Hello, \(appModel.user)")
            Button("Settings") { showingSettings = true }
            OrderView(order: OrderModel(app: appModel))
        }
        .sheet(isPresented: $showingSettings) {
            SettingsSheet()
                .environmentObject(appModel)
        }
    }
}

struct SettingsSheet: View {
    @EnvironmentObject var appModel: AppModel

    var body: some View {
        Form {
            TextField("Theme", text: $appModel.theme)
            BadgeView()
                .environmentObject(appModel)
        }
    }
}

struct BadgeView: View {
    @EnvironmentObject var appModel: AppModel

    var body: some View {
        Text("\(appModel.badgeCount)")
    }
}

struct CartView: View {
    @EnvironmentObject var cart: CartModel
    @StateObject private var counter = CounterModel()

    var body: some View {
        VStack {
            Text("\(cart.items.count) items")
            Stepper("Quantity \(counter.count)", value: $counter.count, in: 1...99)
        }
    }
}

struct OrderView: View {
    @ObservedObject var order: OrderModel

    var body: some View {
        Text(order.status)
    }
}
