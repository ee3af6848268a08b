import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reads a file's bytes and the attributes a safe rewrite needs with one `open`, `fstat` and
/// `read` — `FileManager.attributesOfItem` also resolves owner and group names, which costs
/// more than reading a typical source file. Opens without blocking and checks the file type
/// first, so a FIFO or device named on the command line is reported instead of hanging the run.
package enum FileReader {
    package struct Contents: Sendable {
        package var bytes: [UInt8]
        package var snapshot: FileSnapshot
    }

    /// Why a file could not be read, in words for the user.
    package struct Failure: Error {
        package let message: String
    }

    package static func read(_ path: String) -> Result<Contents, Failure> {
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(Failure(message: "cannot read file (\(reason(errno)))")) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(Failure(message: "cannot read file (\(reason(errno)))")) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            var message = "not a regular file: \(FileKind.name(of: info.st_mode))"
            if let target = realPath(path), target != path { message += " (\(target))" }
            return .failure(Failure(message: message + "; only Swift source files are read"))
        }
        let expected = Int(info.st_size)
        var bytes = [UInt8](repeating: 0, count: expected)
        var total = 0
        while total < expected {
            let count = bytes.withUnsafeMutableBytes { buffer in
                Foundation.read(descriptor, buffer.baseAddress! + total, expected - total)
            }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .failure(Failure(message: "cannot read file (\(reason(errno)))"))
            }
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
        return .success(Contents(bytes: bytes, snapshot: FileSnapshot(permissions: Int(info.st_mode & 0o7777), modificationDate: date, size: total)))
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: "permission denied"
        case ENOENT: "no such file"
        case ELOOP: "symbolic link loop"
        case EISDIR: "is a folder"
        default: String(cString: strerror(code)).lowercased()
        }
    }

    /// The path with every symbolic link resolved, nil when it cannot be.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
