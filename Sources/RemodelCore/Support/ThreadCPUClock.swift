#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// The CPU time consumed by one thread, readable from another thread.
///
/// The per-file time budget counts the CPU a worker spent on a file, not wall-clock time, so a
/// file is never skipped only because the machine is busy (other jobs on a CI runner, a debugger):
/// under load a worker is descheduled but its CPU clock stands still. Where no thread CPU clock
/// is available the clock falls back to wall-clock time.
package struct ThreadCPUClock: Sendable {
    #if canImport(Darwin)
    private let thread: thread_act_t?
    #elseif canImport(Glibc) || canImport(Musl)
    private let clock: clockid_t?
    #endif

    /// The clock of the calling thread.
    package static func current() -> ThreadCPUClock { ThreadCPUClock() }

    private init() {
        #if canImport(Darwin)
        thread = pthread_mach_thread_np(pthread_self())
        #elseif canImport(Glibc) || canImport(Musl)
        var id = clockid_t()
        clock = pthread_getcpuclockid(pthread_self(), &id) == 0 ? id : nil
        #endif
    }

    /// Nanoseconds of CPU time the thread has used, or monotonic wall-clock nanoseconds when the
    /// platform cannot say (compare readings of the same clock only).
    package func nanoseconds() -> UInt64 {
        #if canImport(Darwin)
        if let thread {
            var info = thread_basic_info()
            var count = mach_msg_type_number_t(MemoryLayout<thread_basic_info_data_t>.size / MemoryLayout<integer_t>.size)
            let status = withUnsafeMutablePointer(to: &info) {
                $0.withMemoryRebound(to: integer_t.self, capacity: Int(count)) { thread_info(thread, thread_flavor_t(THREAD_BASIC_INFO), $0, &count) }
            }
            if status == KERN_SUCCESS {
                let user = UInt64(info.user_time.seconds) * 1_000_000_000 + UInt64(info.user_time.microseconds) * 1_000
                let system = UInt64(info.system_time.seconds) * 1_000_000_000 + UInt64(info.system_time.microseconds) * 1_000
                return user + system
            }
        }
        #elseif canImport(Glibc) || canImport(Musl)
        if let clock {
            var time = timespec()
            if clock_gettime(clock, &time) == 0 { return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec) }
        }
        #endif
        return DispatchTime.now().uptimeNanoseconds
    }
}
