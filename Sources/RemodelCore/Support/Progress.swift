import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `files parsed 1234 / 5000` on one rewritten line of standard error while a long run works.
///
/// Silent unless `isTerminal` (the caller decides: standard error is a terminal and the output is
/// meant for people), and silent for the first `delay` seconds, so short runs print nothing. The
/// line is cleared when the run finishes. Safe to call from the parallel workers.
public final class ProgressReporter: @unchecked Sendable {
    private let isTerminal: Bool
    private let delay: UInt64
    private let interval: UInt64
    private let write: @Sendable (String) -> Void
    private let start = DispatchTime.now().uptimeNanoseconds
    private let lock = NSLock()
    private var phase = ""
    private var total = 0
    private var done = 0
    private var lastWrite: UInt64 = 0
    private var shown = false

    /// `delay`: seconds of silence before the first line; `interval`: the least time between lines.
    public init(
        isTerminal: Bool, delay: Double = 1, interval: Double = 0.1,
        write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) {
        self.isTerminal = isTerminal
        self.delay = UInt64(max(0, delay) * 1_000_000_000)
        self.interval = UInt64(max(0, interval) * 1_000_000_000)
        self.write = write
    }

    /// A reporter that writes only when standard error is a terminal.
    public static func standardError(wanted: Bool) -> ProgressReporter? {
        guard wanted, isatty(STDERR_FILENO) == 1 else { return nil }
        return ProgressReporter(isTerminal: true)
    }

    /// Starts counting `total` items of a phase, e.g. "files parsed".
    public func begin(_ phase: String, total: Int) {
        guard isTerminal else { return }
        lock.withLock {
            self.phase = phase
            self.total = total
            self.done = 0
        }
    }

    /// One more item of the current phase is done.
    public func advance() {
        guard isTerminal else { return }
        lock.withLock {
            done += 1
            let now = DispatchTime.now().uptimeNanoseconds
            guard now - start >= delay, !shown || now - lastWrite >= interval || done == total else { return }
            lastWrite = now
            shown = true
            write("\r\u{1B}[2K\(phase) \(done) / \(total)")
        }
    }

    /// Clears the line, if one was shown.
    public func finish() {
        guard isTerminal else { return }
        lock.withLock {
            if shown { write("\r\u{1B}[2K") }
            shown = false
        }
    }
}
