import Foundation

/// Options of `remodel migrate`.
public struct MigrationOptions: Sendable {
    /// `--only TypeA,TypeB`: just these classes (with their hierarchy) and their use sites.
    public var only: Set<String>? = nil
    /// `--track-all`: plain stored `var`s stay tracked instead of getting `@ObservationIgnored`.
    public var trackAll: Bool = false

    public init(only: Set<String>? = nil, trackAll: Bool = false) {
        self.only = only
        self.trackAll = trackAll
    }
}

/// What happened to one `ObservableObject` class.
///
/// - `migrated`: rewritten to `@Observable`, nothing left to do.
/// - `manual`: rewritten to `@Observable`, but some spots need a person (see `reasons` and the
///   result's `manual` items, e.g. a `didSet` kept on a formerly `@Published` property).
/// - `kept`: left as `ObservableObject` (Combine-driven, external base class, external
///   `objectWillChange` subscribers, `objectWillChange.send()` without a mutation, not selected by
///   `--only`…); `reasons` says why. Its use sites are untouched.
public enum ClassDisposition: String, Sendable, Codable {
    case migrated, kept, manual
}

public struct ClassOutcome: Sendable, Codable, Equatable {
    public let name: String
    public let file: String
    public let line: Int
    public let disposition: ClassDisposition
    /// Why a class was kept, or what needs manual work (with file:line).
    public let reasons: [String]

    public init(name: String, file: String, line: Int, disposition: ClassDisposition, reasons: [String]) {
        self.name = name
        self.file = file
        self.line = line
        self.disposition = disposition
        self.reasons = reasons
    }
}

/// A spot that needs a person (file:line + reason), e.g. an unresolvable `.environmentObject`.
public struct ManualItem: Sendable, Codable, Equatable {
    public let file: String
    public let line: Int
    public let reason: String

    public init(file: String, line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }
}

/// The new text of one file the migration changes.
public struct FileRewrite: Sendable {
    /// The file as it was read.
    public let file: SourceFile
    /// The full new text, without BOM and with the file's own line endings (`SafeWriter` adds the BOM).
    public let newText: String
    /// Lines added and removed, from the unified diff.
    public let addedLines: Int
    public let removedLines: Int

    /// The change as a unified diff (`--- a/path`, `+++ b/path`, 3 lines of context), uncoloured.
    public let unifiedDiff: String

    public init(file: SourceFile, newText: String) {
        self.file = file
        self.newText = newText
        let diff = UnifiedDiff.diffAndCounts(old: file.text, new: newText, path: file.path)
        self.unifiedDiff = diff.text
        self.addedLines = diff.added
        self.removedLines = diff.removed
    }
}

public struct MigrationResult: Sendable {
    /// Only files whose text changed, sorted by path.
    public let rewrites: [FileRewrite]
    /// Every `ObservableObject` class the migration considered, sorted by name.
    public let classes: [ClassOutcome]
    /// Spots that need a person, sorted by file and line.
    public let manual: [ManualItem]

    public init(rewrites: [FileRewrite], classes: [ClassOutcome], manual: [ManualItem]) {
        self.rewrites = rewrites
        self.classes = classes
        self.manual = manual
    }

    /// Lines added plus lines removed over all rewritten files.
    public var changedLineCount: Int { rewrites.reduce(0) { $0 + $1.addedLines + $1.removedLines } }

    public func classes(_ disposition: ClassDisposition) -> [ClassOutcome] { classes.filter { $0.disposition == disposition } }

    /// Re-parses every rewritten file (on every core) and returns those that would not parse.
    public func verificationRefusals() -> [WriteRefusal] {
        parallelMap(rewrites) { SafeWriter.verifyParses($0.newText, path: $0.file.path) }.compactMap { $0 }
    }
}
