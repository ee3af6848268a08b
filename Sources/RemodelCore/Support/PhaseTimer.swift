import Foundation

/// With `REMODEL_TIMING=1`, prints how long each pipeline phase took to standard error — for
/// performance reports; otherwise free.
public enum PhaseTimer {
    package static let enabled = ProcessInfo.processInfo.environment["REMODEL_TIMING"] == "1"

    public static func measure<T, E: Error>(_ phase: String, _ work: () throws(E) -> T) throws(E) -> T {
        guard enabled else { return try work() }
        let start = DispatchTime.now().uptimeNanoseconds
        let value = try work()
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        FileHandle.standardError.write(Data("remodel timing: \(phase): \(String(format: "%.1f", milliseconds)) ms\n".utf8))
        return value
    }

    /// Prints one line of `REMODEL_TIMING` output.
    public static func note(_ text: @autoclosure () -> String) {
        guard enabled else { return }
        FileHandle.standardError.write(Data("remodel timing: \(text())\n".utf8))
    }
}

/// With `REMODEL_TIMING=1`, the CPU time each rule spends, summed over files and threads, printed
/// after the run's phases (slowest first).
package final class RuleTimes: @unchecked Sendable {
    package static let shared = RuleTimes()
    private let lock = NSLock()
    private var nanoseconds: [String: UInt64] = [:]
    /// Per rule, how many files' checks read the project index as a whole, and how many asked it
    /// about names only (incremental runs only).
    private var projectReaders: [String: Int] = [:]
    private var nameReaders: [String: Int] = [:]

    package func add(_ rule: String, _ elapsed: UInt64, readProject: Bool = false, readNames: Bool = false) {
        lock.lock()
        nanoseconds[rule, default: 0] += elapsed
        if readProject {
            projectReaders[rule, default: 0] += 1
        } else if readNames {
            nameReaders[rule, default: 0] += 1
        }
        lock.unlock()
    }

    package func report() {
        guard PhaseTimer.enabled else { return }
        let lines = nanoseconds.sorted { $0.value > $1.value }.map { rule, elapsed in
            let readers = (projectReaders[rule].map { ", read the whole project index in \($0) files" } ?? "")
                + (nameReaders[rule].map { ", asked it about names only in \($0) files" } ?? "")
            return "remodel timing:   rule \(rule): \(String(format: "%.1f", Double(elapsed) / 1_000_000)) ms cpu\(readers)\n"
        }
        FileHandle.standardError.write(Data(lines.joined().utf8))
    }
}
