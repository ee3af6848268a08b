import SwiftUI
import Combine

@propertyWrapper
struct CancellableTask<S: Sendable, F: Error> {
    private var stored: Task<S, F>?
    init(wrappedValue: Task<S, F>? = nil) { stored = wrappedValue }
    var wrappedValue: Task<S, F>? {
        get { stored }
        set { stored?.cancel(); stored = newValue }   // every assignment cancels the previous task
    }
}

@MainActor
final class CallViewModel: ObservableObject {
    @Published private(set) var timedOut = false
    @CancellableTask private var timeoutTask: Task<Void, Never>?

    func start() { timeoutTask = Task { try? await Task.sleep(for: .seconds(30)); timedOut = true } }
    func stop() { timeoutTask = nil }
}
