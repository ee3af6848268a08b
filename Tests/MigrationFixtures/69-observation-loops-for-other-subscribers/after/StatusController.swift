import Combine
import Foundation
import Observation

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
        observeChanges(of: settings, { $0.showIcon }, receiveOnMain: true) { [weak self] show in
            guard let self else {
                return
            }
            isShown = show
        }
        .store(in: &cancellables)

        iconSubscription = observeChanges(of: settings, { $0.iconName }, dropFirst: true, removeDuplicates: true, onChange: { [weak self] name in self?.title = name })

        observeChanges(of: settings, { $0.volume }) { print("volume", $0) }.store(in: &cancellables)
    }

    /// An optional receiver: nothing is observed when there is no mirror, as before.
    func mirror(_ other: Settings?) {
        observeChanges(of: other, { $0.volume }, removeDuplicates: true) { [weak self] volume in
            self?.title = "\(volume)"
        }
        .store(in: &cancellables)
    }
}

// MARK: - Observation loops (written by remodel migrate)

/// Calls `onChange` with `value(source)` now (unless `dropFirst`) and again after each change
/// of what it reads, on the main actor, until the returned `AnyCancellable` is cancelled or
/// released — what `source.$x.sink { … }` did before `source` became `@Observable`. A nil
/// `source` (from `a?.b`) observes nothing, as `a?.b?.$x.sink { … }` subscribed to nothing.
/// `withObservationTracking` reports one change per registration, so the loop re-arms.
/// Changes in one main-actor turn arrive together, with the latest value.
@MainActor
private func observeChanges<Source: AnyObject, Value>(
    of source: Source?,
    _ value: @escaping @MainActor (Source) -> Value,
    dropFirst: Bool = false,
    receiveOnMain: Bool = false,
    onChange: @escaping @MainActor (Value) -> Void
) -> AnyCancellable {
    guard let source else { return AnyCancellable {} }
    let loop = ObservationLoop(source: source, value: value, isDuplicate: nil, deliverFirstLater: receiveOnMain, onChange: onChange)
    loop.arm(deliver: !dropFirst)
    return AnyCancellable(loop.cancel)
}

/// `removeDuplicates: true` skips a value equal to the last one seen (like `.removeDuplicates()`).
@MainActor
private func observeChanges<Source: AnyObject, Value: Equatable>(
    of source: Source?,
    _ value: @escaping @MainActor (Source) -> Value,
    dropFirst: Bool = false,
    removeDuplicates: Bool,
    receiveOnMain: Bool = false,
    onChange: @escaping @MainActor (Value) -> Void
) -> AnyCancellable {
    guard let source else { return AnyCancellable {} }
    let loop = ObservationLoop(source: source, value: value, isDuplicate: removeDuplicates ? { $0 == $1 } : nil,
                               deliverFirstLater: receiveOnMain, onChange: onChange)
    loop.arm(deliver: !dropFirst)
    return AnyCancellable(loop.cancel)
}

@MainActor
private final class ObservationLoop<Source: AnyObject, Value> {
    private weak var source: Source?
    private let value: @MainActor (Source) -> Value
    private let isDuplicate: ((Value, Value) -> Bool)?
    private var deliverFirstLater: Bool
    private let onChange: @MainActor (Value) -> Void
    private var last: Value?
    private nonisolated let cancelled = ObservationLoopFlag()

    init(source: Source, value: @escaping @MainActor (Source) -> Value, isDuplicate: ((Value, Value) -> Bool)?,
         deliverFirstLater: Bool, onChange: @escaping @MainActor (Value) -> Void) {
        self.source = source
        self.value = value
        self.isDuplicate = isDuplicate
        self.deliverFirstLater = deliverFirstLater
        self.onChange = onChange
    }

    nonisolated func cancel() { cancelled.set() }

    func arm(deliver: Bool) {
        guard let source, !cancelled.isSet else { return }
        let current = withObservationTracking { value(source) } onChange: { [weak self] in
            Task { @MainActor in self?.arm(deliver: true) }
        }
        if let isDuplicate, let last, isDuplicate(last, current) { return }
        last = current
        guard deliver else { return }
        if deliverFirstLater {
            // `receive(on: .main)` delivered even the first value on a later turn.
            deliverFirstLater = false
            Task { @MainActor [weak self] in
                guard let self, !self.cancelled.isSet else { return }
                self.onChange(current)
            }
        } else {
            onChange(current)
        }
    }
}

private final class ObservationLoopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
    func set() { lock.lock(); value = true; lock.unlock() }
}
