import Foundation

/// With `REMODEL_TIMING=1`, prints how long each pipeline phase took to standard error — for
/// performance reports; otherwise free.
public enum PhaseTimer {
    static let enabled = ProcessInfo.processInfo.environment["REMODEL_TIMING"] == "1"

    public static func measure<T, E: Error>(_ phase: String, _ work: () throws(E) -> T) throws(E) -> T {
        guard enabled else { return try work() }
        let start = DispatchTime.now().uptimeNanoseconds
        let value = try work()
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        FileHandle.standardError.write(Data("remodel timing: \(phase): \(String(format: "%.1f", milliseconds)) ms\n".utf8))
        return value
    }
}
