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
        /// The file as `fstat` saw it just before the bytes were read.
        package var identity: FileIdentity? = nil
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
        return .success(
            Contents(
                bytes: bytes, snapshot: FileSnapshot(permissions: Int(info.st_mode & 0o7777), modificationDate: date, size: total),
                identity: total == expected ? FileIdentity(info) : nil))
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

/// A file as `stat` sees it — device, inode, size, mode, and its modification and status-change
/// times to the nanosecond: what a write, a rename over it, a `chmod` or a `touch` changes. The
/// status-change time cannot be set by a program; the kernel sets it to the moment of any change.
package struct FileIdentity: Hashable, Sendable {
    package var device: UInt64
    package var inode: UInt64
    package var size: Int64
    package var mode: UInt32
    package var modified: Int64
    package var modifiedNanoseconds: Int64
    package var changed: Int64
    package var changedNanoseconds: Int64

    package init(
        device: UInt64, inode: UInt64, size: Int64, mode: UInt32, modified: Int64, modifiedNanoseconds: Int64, changed: Int64,
        changedNanoseconds: Int64
    ) {
        self.device = device
        self.inode = inode
        self.size = size
        self.mode = mode
        self.modified = modified
        self.modifiedNanoseconds = modifiedNanoseconds
        self.changed = changed
        self.changedNanoseconds = changedNanoseconds
    }

    init(_ info: stat) {
        #if canImport(Darwin)
        let modified = info.st_mtimespec, changed = info.st_ctimespec
        #else
        let modified = info.st_mtim, changed = info.st_ctim
        #endif
        self.init(
            device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino), size: Int64(info.st_size),
            mode: UInt32(truncatingIfNeeded: info.st_mode), modified: Int64(modified.tv_sec), modifiedNanoseconds: Int64(modified.tv_nsec),
            changed: Int64(changed.tv_sec), changedNanoseconds: Int64(changed.tv_nsec))
    }

    /// The regular file at `path` now, following symbolic links as reading it does; nil for
    /// anything else or when it cannot be seen.
    package static func of(_ path: String) -> FileIdentity? {
        var info = stat()
        return regular(stat(path, &info), info)
    }

    /// The regular file `name` in the open folder `folder` (a descriptor) now, following symbolic
    /// links as `of(_:)` does: without looking up the folder's path again.
    package static func of(_ name: String, inFolder folder: Int32) -> FileIdentity? {
        var info = stat()
        return regular(fstatat(folder, name, &info, 0), info)
    }

    /// The identity `stat` (which returned `status`) gave in `info`, if it names a regular file.
    private static func regular(_ status: Int32, _ info: stat) -> FileIdentity? {
        status == 0 && (info.st_mode & S_IFMT) == S_IFREG ? FileIdentity(info) : nil
    }

    /// The later of its two times, in seconds since 1970.
    package var latestChange: Double {
        max(Double(modified) + Double(modifiedNanoseconds) / 1e9, Double(changed) + Double(changedNanoseconds) / 1e9)
    }
}
