import Combine
import Foundation

@MainActor
final class AutosaveModel: ObservableObject {
    @Published var text = ""
    @Published var status = ""
    @Published private(set) var saves = 0
    private var saveSubscription: AnyCancellable?
    private var statusSubscription: AnyCancellable?

    init() {
        saveSubscription = $text
            .dropFirst()
            .debounce(for: .milliseconds(500), scheduler: DispatchQueue.main)
            .sink { [weak self] _ in self?.save() }
        statusSubscription = $status
            .delay(for: 2, scheduler: RunLoop.main)
            .receive(on: RunLoop.main)
            .sink { [weak self] value in
                if value == "Saved" {
                    self?.status = ""
                }
            }
    }

    private func save() {
        saves += 1
        status = "Saved"
    }
}

/// Stays ObservableObject: `throttle` is not rewritten (option A, reported).
final class LocationModel: ObservableObject {
    @Published var coordinate = 0.0
    @Published private(set) var trail: [Double] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $coordinate
            .throttle(for: 1, scheduler: RunLoop.main, latest: true)
            .sink { [weak self] value in self?.trail.append(value) }
            .store(in: &cancellables)
    }
}
