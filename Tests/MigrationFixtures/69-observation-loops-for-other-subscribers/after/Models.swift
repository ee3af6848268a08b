import Combine
import Foundation
import Observation

/// Subscribed to by other classes (`StatusController`): migrated, and each subscription becomes
/// an observation loop.
@Observable final class Settings {
    var showIcon = true
    var iconName = "star"
    var volume = 0.5
}

/// Its own pipeline is built in a method, not in `init`, so option B's `didSet` rewrite does not
/// apply; it is main-actor isolated, so the pipeline becomes an observation loop on `self`.
@MainActor
@Observable
final class Preferences {
    var theme = "light"
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()

    init() {
        bind()
    }

    private func bind() {
        var c = Set<AnyCancellable>()
        observeChanges(of: self, { $0.theme }, receiveOnMain: true) { theme in
            UserDefaults.standard.set(theme, forKey: "theme")
        }
        .store(in: &c)
        cancellables = c
    }
}

/// Subscribed to from a class that is not on the main actor: kept (option A).
final class Downloads: ObservableObject {
    @Published var progress = 0.0
}

final class ProgressLogger {
    private var cancellable: AnyCancellable?

    init(downloads: Downloads) {
        cancellable = downloads.$progress.sink { value in
            print("progress", value)
        }
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
