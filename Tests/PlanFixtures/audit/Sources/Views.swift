import SwiftUI

struct ContentView: View {
    @StateObject private var store = Store()
    @ObservedObject var other: Other
    @EnvironmentObject var settings: Store
    @SwiftUI.StateObject private var qualified = Store()

    var body: some View {
        Text("@ObservedObject .environmentObject( @EnvironmentObject")
            .environmentObject(store)
            .environmentObject(Store())
            .onReceive(store.objectWillChange) { _ in }
    }
}
