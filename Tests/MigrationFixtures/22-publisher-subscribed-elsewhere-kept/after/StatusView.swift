import SwiftUI

struct StatusView: View {
    @EnvironmentObject var connectivity: ConnectivityModel

    var body: some View {
        Text(connectivity.isOnline ? "Online" : "Offline")
    }
}
