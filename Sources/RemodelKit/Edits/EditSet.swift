import Foundation
import SwiftParser
import SwiftSyntax

/// Applies text edits to a file's text. Overlapping edits are dropped (the first one in order wins),
/// so fixes from different rules cannot corrupt each other.
public enum EditApplier {
    public static func apply(_ edits: [TextEdit], to text: String, lineEnding: TextFormat.LineEnding = .lf) -> (text: String, applied: [TextEdit]) {
        let ordered = edits.enumerated().sorted { ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset) }.map(\.element)
        var accepted: [TextEdit] = []
        var seen = Set<TextEdit>()
        for edit in ordered {
            guard seen.insert(edit).inserted else { continue }
            if let last = accepted.last, edit.range.lowerBound < last.range.upperBound {
                continue
            }
            accepted.append(edit)
        }
        var bytes = Array(text.utf8)
        for edit in accepted.reversed() {
            guard edit.range.upperBound <= bytes.count else { continue }
            var replacement = edit.replacement
            if lineEnding == .crlf { replacement = replacement.convertingBareNewlines(to: "\r\n") }
            bytes.replaceSubrange(edit.range, with: Array(replacement.utf8))
        }
        return (String(decoding: bytes, as: UTF8.self), accepted)
    }
}

extension String {
    func convertingBareNewlines(to ending: String) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        var previous: Character?
        for character in self {
            // "\r\n" is a single Character in Swift, so a lone "\n" here is a bare newline.
            if character == "\n", previous != "\r" { result += ending } else { result.append(character) }
            previous = character
        }
        return result
    }
}

/// Why a rewritten file was not written.
public enum WriteRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    case wouldNotParse(path: String, line: Int, column: Int)
    case changedOnDisk(path: String)
    case ioError(path: String, message: String)

    public var description: String {
        switch self {
        case .wouldNotParse(let path, let line, let column):
            "\(path):\(line):\(column): error: the rewritten file would not parse; it was left untouched (please report this)"
        case .changedOnDisk(let path):
            "\(path): error: the file changed on disk since Remodel read it; it was left untouched (run again)"
        case .ioError(let path, let message):
            "\(path): error: could not write the file: \(message)"
        }
    }
}

/// Writes rewritten sources the way users' code deserves: re-parsed first, atomically, keeping
/// BOM, line endings and permissions, and never over a file that changed since it was read.
public enum SafeWriter {
    /// Checks that `newText` parses; returns the first error position otherwise.
    public static func verifyParses(_ newText: String, path: String) -> WriteRefusal? {
        let tree = Parser.parse(source: newText)
        guard tree.hasError else { return nil }
        let position = SyntaxErrors.firstError(in: tree) ?? tree.position
        let location = SourceLocationConverter(fileName: path, tree: tree).location(for: position)
        return .wouldNotParse(path: path, line: location.line, column: location.column)
    }

    public static func bytes(of text: String, format: TextFormat) -> Data {
        var data = Data()
        if format.hasByteOrderMark { data.append(contentsOf: [0xEF, 0xBB, 0xBF]) }
        data.append(contentsOf: Array(text.utf8))
        return data
    }

    public static func write(_ newText: String, over file: SourceFile) throws(WriteRefusal) {
        if let refusal = verifyParses(newText, path: file.path) { throw refusal }
        let original = bytes(of: file.text, format: file.format)
        guard let current = try? Data(contentsOf: file.url), current == original else { throw .changedOnDisk(path: file.path) }
        let directory = file.url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(file.url.lastPathComponent).remodel-\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try bytes(of: newText, format: file.format).write(to: temporary)
            if let permissions = file.attributes.permissions {
                try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
            try renameReplacing(temporary, file.url)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .ioError(path: file.path, message: "\(error.localizedDescription)")
        }
    }

    private static func renameReplacing(_ source: URL, _ destination: URL) throws {
        // rename(2) replaces the destination atomically on the same file system.
        #if canImport(Darwin)
        let status = Darwin.rename(source.path, destination.path)
        #elseif canImport(Glibc)
        let status = Glibc.rename(source.path, destination.path)
        #else
        let status: Int32 = -1
        _ = try FileManager.default.replaceItemAt(destination, withItemAt: source)
        return
        #endif
        if status != 0 {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination.path])
        }
    }
}
