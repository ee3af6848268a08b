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
        #if canImport(Darwin) || canImport(Glibc)
        guard let directory = opendir(path) else { throw CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: path]) }
        defer { closedir(directory) }
        var result: [(String, Kind)] = []
        while let entry = readdir(directory) {
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
        let names = try FileManager.default.contentsOfDirectory(atPath: path)
        return (sorted ? names.sorted() : names).map { ($0, .unknown) }
        #endif
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
}
