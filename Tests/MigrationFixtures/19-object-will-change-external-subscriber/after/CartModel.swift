import Combine
import Foundation

final class CartModel: ObservableObject {
    @Published var items: [String] = []
}

final class CartBadgeUpdater {
    private var cancellable: AnyCancellable?
    private(set) var updates = 0

    init(cart: CartModel) {
        cancellable = cart.objectWillChange.sink { [weak self] _ in
            self?.updates += 1
        }
    }
}
