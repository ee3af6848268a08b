import Foundation
import SwiftSyntax
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Why a rewrite was not written. Every refusal names the file; those that mean Remodel itself
/// went wrong ask to be reported, the others say what the user can do.
public enum WriteRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    case wouldNotParse(path: String, line: Int, column: Int)
    /// The file had syntax errors before the run, so its rewrite cannot be checked by re-parsing.
    case didNotParseBefore(path: String)
    /// The rewritten tree parses but lost what the migration reported doing (a class reported
    /// migrated without `@Observable`).
    case wrongOutput(path: String, message: String)
    case changedOnDisk(path: String)
    case readOnly(path: String)
    case folderNotWritable(path: String, folder: String)
    case symlinkOutsideProject(path: String, target: String)
    case notRegularFile(path: String, kind: String)
    case ioError(path: String, message: String)

    public var path: String {
        switch self {
        case .wouldNotParse(let path, _, _), .didNotParseBefore(let path), .wrongOutput(let path, _), .changedOnDisk(let path),
             .readOnly(let path), .folderNotWritable(let path, _), .symlinkOutsideProject(let path, _),
             .notRegularFile(let path, _), .ioError(let path, _):
            path
        }
    }

    public var description: String {
        switch self {
        case .wouldNotParse(let path, let line, let column):
            "\(path):\(line):\(column): error: the rewritten file would not parse; it was left untouched (please report this)"
        case .didNotParseBefore(let path):
            "\(path): error: the file has syntax errors, so Remodel cannot check its rewrite; fix them and run again"
        case .wrongOutput(let path, let message):
            "\(path): error: \(message); the file was left untouched (please report this)"
        case .changedOnDisk(let path):
            "\(path): error: the file changed on disk since Remodel read it; it was left untouched (run again)"
        case .readOnly(let path):
            "\(path): error: the file is read-only; it was left untouched (make it writable, or pass --allow-read-only)"
        case .folderNotWritable(let path, let folder):
            "\(path): error: its folder \(folder) is not writable, so the file cannot be replaced atomically"
        case .symlinkOutsideProject(let path, let target):
            "\(path): error: the file is a symbolic link to \(target), outside the folders being changed; edit the target itself"
        case .notRegularFile(let path, let kind):
            "\(path): error: not a regular file (\(kind)); it was left untouched"
        case .ioError(let path, let message):
            "\(path): error: could not write the file: \(message)"
        }
    }
}

/// One file's new text, written together with the others of its change or not at all.
public struct PendingWrite: Sendable {
    /// The file as it was read.
    public let file: SourceFile
    /// The full new text, without BOM and with the file's own line endings.
    public let newText: String
    public init(file: SourceFile, newText: String) {
        self.file = file
        self.newText = newText
    }
}

/// Points where tests inject faults into a transaction (a file edited between read and write,
/// a write that fails as on a full disk). Production code passes none.
public struct WriteHooks: Sendable {
    /// After every target was checked, before any temporary file is written.
    public var afterChecks: (@Sendable () -> Void)?
    /// Before the temporary for the file at this path is written; throwing fails that write.
    public var beforeTemporary: (@Sendable (String) throws -> Void)?
    /// Before the file at this path is replaced; throwing fails that rename.
    public var beforeRename: (@Sendable (String) throws -> Void)?
    public init() {}
}

public struct WriteOptions: Sendable {
    /// Rewrite files without write permission (they keep their permissions).
    public var allowReadOnly = false
    /// Folders inside which a symbolic link's target is written through; empty: the working directory.
    public var projectRoots: [URL] = []
    public var hooks = WriteHooks()
    public init(allowReadOnly: Bool = false, projectRoots: [URL] = []) {
        self.allowReadOnly = allowReadOnly
        self.projectRoots = projectRoots
    }
}

/// What a transaction did: every file written, or none (with the reasons).
public struct WriteOutcome: Sendable {
    /// Display paths of the files written (empty when the transaction failed).
    public var written: [String] = []
    /// Why nothing was written.
    public var refusals: [WriteRefusal] = []
    /// Files that had already been replaced when a later step failed, and were put back.
    public var restored: [String] = []
    public init() {}
}

/// Writes rewritten sources the way users' code deserves, as one transaction across files:
/// every rewrite re-parsed and every target checked first (writable, unchanged on disk, a regular
/// file, a link only to a file inside the project), then all temporaries written, then all renamed;
/// when any step fails, files already replaced are put back and nothing is left half-written.
/// BOM, line endings and permissions are kept.
public enum SafeWriter {
    /// Re-parses `newText` (the refusal says whether the file was broken before the run) and
    /// returns the tree for further checks.
    package static func verify(_ newText: String, path: String, parsedBefore: Bool) -> (tree: SourceFileSyntax?, refusal: WriteRefusal?) {
        guard parsedBefore else { return (nil, .didNotParseBefore(path: path)) }
        let tree: SourceFileSyntax
        switch SwiftSourceParser.parse(newText) {
        case .parsed(let parsed): tree = parsed
        case .skipped: return (nil, .wouldNotParse(path: path, line: 1, column: 1))
        }
        guard tree.hasError else { return (tree, nil) }
        let position = SyntaxErrors.firstError(in: tree) ?? tree.position
        let location = SourceLocationConverter(fileName: path, tree: tree).location(for: position)
        return (nil, .wouldNotParse(path: path, line: location.line, column: location.column))
    }

    public static func bytes(of text: String, format: TextFormat) -> [UInt8] {
        (format.hasByteOrderMark ? UTF8Text.byteOrderMark : []) + Array(text.utf8)
    }

    /// Every reason `commit` would refuse these writes, without writing: a dry run shows exactly
    /// what `--write` would do. `outputCheck` inspects each parsed rewrite (the migration's
    /// semantic post-conditions).
    public static func check(
        _ writes: [PendingWrite], options: WriteOptions = .init(),
        outputCheck: (@Sendable (PendingWrite, SourceFileSyntax) -> WriteRefusal?)? = nil
    ) -> [WriteRefusal] {
        checkedTargets(writes, options: options, outputCheck: outputCheck).compactMap { result in
            if case .failure(let refusal) = result { return refusal }
            return nil
        }
    }

    /// Each write's real target (the link's target for a symbolic link), or why it may not be
    /// written: one parse and one target check per file, shared by `check` and `commit`.
    private static func checkedTargets(
        _ writes: [PendingWrite], options: WriteOptions,
        outputCheck: (@Sendable (PendingWrite, SourceFileSyntax) -> WriteRefusal?)?
    ) -> [Result<String, WriteRefusal>] {
        let roots = projectRoots(options)
        return parallelMap(writes) { write -> Result<String, WriteRefusal> in
            let (tree, parseRefusal) = verify(write.newText, path: write.file.path, parsedBefore: !write.file.hasSyntaxErrors)
            if let parseRefusal { return .failure(parseRefusal) }
            if let tree, let outputCheck, let refusal = outputCheck(write, tree) { return .failure(refusal) }
            return target(of: write, options: options, roots: roots)
        }
    }

    /// All or nothing: checks every write (as `check`), writes every temporary, then replaces every
    /// file; on any failure restores the files already replaced and removes the temporaries.
    public static func commit(
        _ writes: [PendingWrite], options: WriteOptions = .init(),
        outputCheck: (@Sendable (PendingWrite, SourceFileSyntax) -> WriteRefusal?)? = nil
    ) -> WriteOutcome {
        var outcome = WriteOutcome()
        var steps: [Step] = []
        for (write, checked) in zip(writes, checkedTargets(writes, options: options, outputCheck: outputCheck)) {
            switch checked {
            case .failure(let refusal): outcome.refusals.append(refusal)
            case .success(let path): steps.append(Step(write: write, target: path))
            }
        }
        guard outcome.refusals.isEmpty else { return outcome }
        options.hooks.afterChecks?()

        // Phase 1: temporaries beside each target (same file system, so rename is atomic).
        for index in steps.indices {
            let step = steps[index]
            let temporary = sibling(of: step.target, suffix: "tmp")
            do {
                try options.hooks.beforeTemporary?(step.target)
                try writeFile(bytes(of: step.write.newText, format: step.write.file.format), to: temporary, permissions: currentPermissions(step.target))
                steps[index].temporary = temporary
            } catch {
                outcome.refusals.append(.ioError(path: step.write.file.path, message: "\(describe(error)); nothing was written"))
                removeTemporaries(steps)
                return outcome
            }
        }

        // Phase 2: replace each file, keeping a hard-linked backup to put it back if a later one fails.
        for index in steps.indices {
            let step = steps[index]
            do {
                guard unchanged(step.write.file, at: step.target) else { throw Failure.refusal(.changedOnDisk(path: step.write.file.path)) }
                try options.hooks.beforeRename?(step.target)
                let backup = sibling(of: step.target, suffix: "orig")
                steps[index].backup = link(step.target, backup) == 0 ? backup : nil
                guard rename(step.temporary!, step.target) == 0 else { throw posixError("cannot replace the file") }
                steps[index].temporary = nil
                steps[index].replaced = true
            } catch {
                if let backup = steps[index].backup { unlink(backup); steps[index].backup = nil }
                if case Failure.refusal(let refusal) = error {
                    outcome.refusals.append(refusal)
                } else {
                    outcome.refusals.append(.ioError(path: step.write.file.path, message: describe(error)))
                }
                outcome.restored = rollBack(steps)
                return outcome
            }
        }
        for step in steps { if let backup = step.backup { unlink(backup) } }
        outcome.written = steps.map(\.write.file.path)
        return outcome
    }

    /// A single file, with the same guarantees (tests and one-file callers).
    public static func write(_ newText: String, over file: SourceFile, options: WriteOptions = .init()) throws(WriteRefusal) {
        let outcome = commit([PendingWrite(file: file, newText: newText)], options: options)
        if let refusal = outcome.refusals.first { throw refusal }
    }

    // MARK: Steps

    private struct Step {
        let write: PendingWrite
        /// The real file replaced: the link's target when the file is a symbolic link.
        let target: String
        var temporary: String?
        var backup: String?
        var replaced = false
    }

    private enum Failure: Error { case refusal(WriteRefusal) }

    /// Puts every replaced file back from its backup (or from the bytes read, without one) and
    /// removes every temporary; returns the display paths restored.
    private static func rollBack(_ steps: [Step]) -> [String] {
        var restored: [String] = []
        for step in steps {
            if let temporary = step.temporary { unlink(temporary) }
            guard step.replaced else { continue }
            if let backup = step.backup, rename(backup, step.target) == 0 {
                restored.append(step.write.file.path)
                continue
            }
            let temporary = sibling(of: step.target, suffix: "restore")
            if (try? writeFile(bytes(of: step.write.file.text, format: step.write.file.format), to: temporary,
                               permissions: step.write.file.attributes.permissions)) != nil,
               rename(temporary, step.target) == 0 {
                restored.append(step.write.file.path)
            } else {
                unlink(temporary)
            }
        }
        return restored
    }

    private static func removeTemporaries(_ steps: [Step]) {
        for step in steps { if let temporary = step.temporary { unlink(temporary) } }
    }

    // MARK: Checks

    private static func projectRoots(_ options: WriteOptions) -> [String] {
        let roots = options.projectRoots.isEmpty ? [URL(fileURLWithPath: FileManager.default.currentDirectoryPath)] : options.projectRoots
        return roots.map { FileReader.realPath($0.path) ?? $0.standardizedFileURL.path }
    }

    /// The real file a write replaces, or why it may not.
    private static func target(of write: PendingWrite, options: WriteOptions, roots: [String]) -> Result<String, WriteRefusal> {
        let path = write.file.path
        var target = write.file.url.path
        var info = stat()
        guard lstat(target, &info) == 0 else { return .failure(.ioError(path: path, message: "the file no longer exists")) }
        if (info.st_mode & S_IFMT) == S_IFLNK {
            guard let resolved = FileReader.realPath(target) else { return .failure(.ioError(path: path, message: "broken symbolic link")) }
            guard roots.contains(where: { resolved == $0 || resolved.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else {
                return .failure(.symlinkOutsideProject(path: path, target: resolved))
            }
            target = resolved
            guard stat(target, &info) == 0 else { return .failure(.ioError(path: path, message: "broken symbolic link")) }
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .failure(.notRegularFile(path: path, kind: FileKind.name(of: info.st_mode))) }
        if (info.st_mode & 0o222) == 0, !options.allowReadOnly { return .failure(.readOnly(path: path)) }
        let folder = (target as NSString).deletingLastPathComponent
        var folderInfo = stat()
        // Root may write anywhere; a folder without any write bit still says "leave me alone".
        if access(folder, W_OK) != 0 || (stat(folder, &folderInfo) == 0 && (folderInfo.st_mode & 0o222) == 0) {
            return .failure(.folderNotWritable(path: path, folder: folder))
        }
        guard unchanged(write.file, at: target) else { return .failure(.changedOnDisk(path: path)) }
        return .success(target)
    }

    /// Whether the file at `path` still holds exactly the bytes `file` was read from.
    private static func unchanged(_ file: SourceFile, at path: String) -> Bool {
        guard case .success(let current) = FileReader.read(path) else { return false }
        return current.bytes == bytes(of: file.text, format: file.format)
    }

    // MARK: POSIX

    private static func sibling(of path: String, suffix: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        return (folder as NSString).appendingPathComponent(".\(name).remodel-\(getpid()).\(suffix)")
    }

    private static func currentPermissions(_ path: String) -> Int? {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_mode & 0o7777) : nil
    }

    private static func writeFile(_ bytes: [UInt8], to path: String, permissions: Int?) throws {
        unlink(path)  // a temporary left by a crashed run with the same process id
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw posixError("cannot create a temporary file") }
        var ok = true
        var written = 0
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let count = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 { if errno == EINTR { continue }; ok = false; return }
                written += count
            }
        }
        let savedErrno = errno
        if ok, fsync(descriptor) != 0 { ok = false }
        if let permissions, ok { _ = fchmod(descriptor, mode_t(permissions)) }
        if close(descriptor) != 0 { ok = false }
        guard ok else {
            errno = savedErrno
            let error = posixError("cannot write a temporary file")
            unlink(path)
            throw error
        }
    }


    private static func posixError(_ what: String) -> NSError {
        let code = errno
        return NSError(domain: NSPOSIXErrorDomain, code: Int(code), userInfo: [NSLocalizedDescriptionKey: "\(what): \(String(cString: strerror(code)))"])
    }

    private static func describe(_ error: Error) -> String {
        (error as NSError).localizedDescription
    }
}

/// What kind of file a mode describes, in words a user recognises.
package enum FileKind {
    package static func name(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }
}
