import Combine
import Foundation
import Observation

@MainActor
@Observable
final class AutosaveModel {
    var text = "" {
        didSet { textChanged() }
    }
    @ObservationIgnored private var textChangedTask: Task<Void, Never>?
    var status = "" {
        didSet { statusChanged() }
    }
    private(set) var saves = 0

    init() {
        statusChanged()
    }

    private func textChanged() {
        textChangedTask?.cancel()
        textChangedTask = Task { [weak self] in
            try? await Task.sleep(for: .milliseconds(500))
            guard !Task.isCancelled, let self else { return }
            self.save()
        }
    }

    private func statusChanged() {
        let value = status
        Task { [weak self] in
            try? await Task.sleep(for: .seconds(2))
            guard !Task.isCancelled, let self else { return }
            if value == "Saved" {
                self.status = ""
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
