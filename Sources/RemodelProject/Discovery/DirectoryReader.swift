import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
import RemodelCore
import RemodelRules
#endif

/// Lists a folder with each entry's kind. Uses `readdir` and its `d_type` where available — no
/// `stat` per entry, which dominates discovery on large trees — and falls back to `FileManager`.
package enum DirectoryReader {
    package enum Kind { case directory, regular, symbolicLink, other, unknown }

    /// The entries of the folder at `path`, by name; in the order the file system gives them when
    /// `sorted` is false (for a caller that only looks for names: sorting a large folder's
    /// thousands of entries costs more than reading them).
    package static func entries(of path: String, sorted: Bool = true) throws -> [(name: String, kind: Kind)] {
        try Folder(path: path).entries(sorted: sorted)
    }

    /// The kind of one path without following a final symbolic link (for `.unknown` entries).
    package static func kind(of path: String) -> Kind {
        switch (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType {
        case .typeDirectory?: .directory
        case .typeRegular?: .regular
        case .typeSymbolicLink?: .symbolicLink
        case nil: .unknown
        default: .other
        }
    }

    /// A folder open for listing. A subfolder is opened by its name in it (`openat`), so walking a
    /// tree does not look up every folder's whole path from the root again (with 40,000 folders
    /// seven levels deep, opening them was some 40 % of discovery's time). Closed when released.
    package final class Folder {
        let path: String
        #if canImport(Darwin) || canImport(Glibc)
        private let stream: Stream
        /// The descriptor `stream` reads (kept here rather than asked of the stream: `dirfd` is a
        /// macro in some C libraries).
        private let descriptor: Int32
        #endif

        /// The folder at `path`.
        package init(path: String) throws {
            self.path = path
            #if canImport(Darwin) || canImport(Glibc)
            (stream, descriptor) = try Self.stream(reading: open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC), path)
            #else
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: path])
            }
            #endif
        }

        /// The subfolder `name` of `parent` (its path `path`), opened without following a
        /// symbolic link.
        package init(named name: String, in parent: Folder, path: String) throws {
            self.path = path
            #if canImport(Darwin) || canImport(Glibc)
            (stream, descriptor) = try Self.stream(reading: openat(parent.descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC), path)
            #else
            try self.init(path: path)
            #endif
        }

        #if canImport(Darwin)
        private typealias Stream = UnsafeMutablePointer<DIR>
        #elseif canImport(Glibc)
        private typealias Stream = OpaquePointer
        #endif

        #if canImport(Darwin) || canImport(Glibc)
        /// A stream over `descriptor` (an open folder's, or -1), which it then owns.
        private static func stream(reading descriptor: Int32, _ path: String) throws -> (Stream, Int32) {
            guard descriptor >= 0 else { throw CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: path]) }
            guard let stream = fdopendir(descriptor) else {
                close(descriptor)
                throw CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: path])
            }
            return (stream, descriptor)
        }
        #endif

        deinit {
            #if canImport(Darwin) || canImport(Glibc)
            closedir(stream)
            #endif
        }

        /// What `stat` says of the regular file `name` in this folder (nil for anything else, or
        /// where the folder cannot be read by descriptor).
        package func identity(of name: String) -> FileIdentity? {
            #if canImport(Darwin) || canImport(Glibc)
            FileIdentity.of(name, inFolder: descriptor)
            #else
            FileIdentity.of(path + "/" + name)
            #endif
        }

        /// The folder's entries, by name when `sorted`.
        package func entries(sorted: Bool = true) -> [(name: String, kind: Kind)] {
            #if canImport(Darwin) || canImport(Glibc)
            var result: [(String, Kind)] = []
            while let entry = readdir(stream) {
                let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                    pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
                }
                if name == "." || name == ".." { continue }
                let kind: Kind
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_DIR): kind = .directory
                case Int32(DT_REG): kind = .regular
                case Int32(DT_LNK): kind = .symbolicLink
                case Int32(DT_UNKNOWN): kind = .unknown
                default: kind = .other
                }
                result.append((name, kind))
            }
            return sorted ? result.sorted { $0.0 < $1.0 } : result
            #else
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return (sorted ? names.sorted() : names).map { ($0, .unknown) }
            #endif
        }
    }
}
