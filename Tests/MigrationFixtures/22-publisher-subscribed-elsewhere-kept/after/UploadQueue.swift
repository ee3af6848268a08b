import Combine
import Foundation

final class UploadQueue {
    private var pending: [Data] = []
    private var subscription: AnyCancellable?

    init(connectivity: ConnectivityModel) {
        subscription = connectivity.$isOnline
            .removeDuplicates()
            .sink { [weak self] online in
                if online { self?.flush() }
            }
    }

    func flush() {
        pending.removeAll()
    }
}
