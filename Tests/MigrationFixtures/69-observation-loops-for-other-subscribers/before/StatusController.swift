import Combine
import Foundation

@MainActor
final class StatusController {
    let settings: Settings
    private(set) var title = ""
    private(set) var isShown = false
    private var cancellables = Set<AnyCancellable>()
    private var iconSubscription: AnyCancellable?

    init(settings: Settings) {
        self.settings = settings

        // Shown on the next main-queue turn, like every later change.
        settings.$showIcon
            .receive(on: DispatchQueue.main)
            .sink { [weak self] show in
                guard let self else {
                    return
                }
                isShown = show
            }
            .store(in: &cancellables)

        iconSubscription = settings.$iconName
            .dropFirst()
            .removeDuplicates()
            .sink(receiveValue: { [weak self] name in self?.title = name })

        settings.$volume.sink { print("volume", $0) }.store(in: &cancellables)
    }

    /// An optional receiver: nothing is observed when there is no mirror, as before.
    func mirror(_ other: Settings?) {
        other?.$volume
            .removeDuplicates()
            .sink { [weak self] volume in
                self?.title = "\(volume)"
            }
            .store(in: &cancellables)
    }
}
