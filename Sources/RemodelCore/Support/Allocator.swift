import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The C library's allocator, tuned for a run that builds hundreds of MB of small objects from
/// several threads (syntax trees, facts). glibc only; nothing on macOS.
///
/// glibc gives each worker thread its own heap and grows it by `mprotect`ing a page or so at a
/// time: on the 300,000-line benchmark that was 12 % of all CPU samples, most of it threads
/// waiting on the process's memory-map lock. Asking for the whole heap up front (`M_TOP_PAD`)
/// makes growth a pointer bump. Pages still count towards memory only once touched, so peak RSS is
/// unchanged (measured: 685 MB either way); the address space reserved grows.
///
/// glibc also makes up to eight heaps ("arenas") per core, one more each time a thread finds the
/// others busy, and memory free in one arena is no use to a thread allocating from another: on
/// the 3,000,000-line benchmark, whose trees are parsed and freed on every thread, that held some
/// 60 MB that no object used. One arena per core (`M_ARENA_MAX`) still gives each worker its own.
package enum Allocator {
    /// glibc's largest per-thread heap (`HEAP_MAX_SIZE` on 64-bit): a larger pad is capped to it.
    private static let topPad = 64 << 20

    /// Call once, before the threads start. `MALLOC_TOP_PAD_` and `MALLOC_ARENA_MAX` in the
    /// environment win.
    package static func tuneForBatchWork() {
        #if canImport(Glibc)
        guard let mallopt = mallocOption else { return }
        if getenv("MALLOC_TOP_PAD_") == nil { _ = mallopt(mTopPad, Int32(topPad)) }
        limitArenas(perCore: 1)
        #endif
    }

    /// Lets glibc make up to `perCore` arenas per core from here on, unless `MALLOC_ARENA_MAX` is
    /// set. glibc reads the limit when a thread first finds every arena busy, and keeps it: a call
    /// before any work runs on other threads decides the run's arenas; a later one may change nothing.
    ///
    /// A lint that finds the last run's facts in the cache parses few trees: its memory is the
    /// facts, not freed trees, while more threads than cores allocate at once (the checks, the
    /// migration outlook, the index and the cache's reads and writes beside them). On one arena
    /// per core they queued on the arenas' locks (7 % of a 1 %-edited 3,000,000-line run's CPU
    /// samples); four per core made the 1 % touched and edited runs 0.86× and 0.83× as long, for
    /// 2-5 % more memory. A cold run keeps one per core: with four it peaked 50-80 MB higher, over
    /// 1 GB at 3,000,000 lines.
    package static func limitArenas(perCore: Int) {
        #if canImport(Glibc)
        guard let mallopt = mallocOption, getenv("MALLOC_ARENA_MAX") == nil else { return }
        _ = mallopt(mArenaMax, Int32(max(2, perCore * ProcessInfo.processInfo.activeProcessorCount)))
        #endif
    }

    /// Hands whole free pages back to the system (freed trees leave holes between the facts
    /// allocated beside them, which glibc otherwise keeps).
    package static func returnFreedMemory() {
        #if canImport(Glibc)
        guard let trim = mallocTrim else { return }
        _ = trim(0)
        #endif
    }

    #if canImport(Glibc)
    /// `M_TOP_PAD` in `malloc.h`.
    private static let mTopPad: Int32 = -2
    /// `M_ARENA_MAX` in `malloc.h`.
    private static let mArenaMax: Int32 = -8
    // `malloc.h` is not part of the Glibc module: both are looked up once by name.
    private static let mallocOption: (@convention(c) (Int32, Int32) -> Int32)? = symbol("mallopt")
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = symbol("malloc_trim")

    private static func symbol<Function>(_ name: String) -> Function? {
        guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(address, to: Function.self)
    }
    #endif
}
