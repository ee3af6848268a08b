import Combine
import Foundation

final class ConnectivityModel: ObservableObject {
    @Published var isOnline = true
    @Published var lastChange: Date?
}
