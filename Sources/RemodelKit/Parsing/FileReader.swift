import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Reads a file's bytes and the attributes a safe rewrite needs with one `open`, `fstat` and
/// `read` — `FileManager.attributesOfItem` also resolves owner and group names, which costs
/// more than reading a typical source file. Returns nil when the POSIX path is not available or
/// fails; callers then use Foundation, which also explains the failure.
enum FileReader {
    struct Contents {
        var bytes: [UInt8]
        var snapshot: FileSnapshot
    }

    static func read(_ path: String) -> Contents? {
        #if canImport(Darwin) || canImport(Glibc)
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let expected = Int(info.st_size)
        var bytes = [UInt8](repeating: 0, count: expected)
        var total = 0
        while total < expected {
            let count = bytes.withUnsafeMutableBytes { buffer in
                Foundation.read(descriptor, buffer.baseAddress! + total, expected - total)
            }
            if count < 0 { if errno == EINTR { continue }; return nil }
            if count == 0 { break }
            total += count
        }
        if total < expected { bytes.removeLast(expected - total) }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        let date = Date(timeIntervalSince1970: TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1_000_000_000)
        return Contents(bytes: bytes, snapshot: FileSnapshot(permissions: Int(info.st_mode & 0o7777), modificationDate: date, size: total))
        #else
        return nil
        #endif
    }
}
