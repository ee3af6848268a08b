import Foundation
import SwiftSyntax
import RemodelCore
import RemodelRules
import RemodelProject

/// Options of `remodel migrate`.
public struct MigrationOptions: Sendable {
    /// `--only TypeA,TypeB`: just these classes (with their hierarchy) and their use sites.
    public var only: Set<String>? = nil
    /// `--track-all`: every plain stored `var` stays tracked, private storage included.
    public var trackAll: Bool = false
    /// The default tracking policy (issue 11; Apple's migration guide, and what people write):
    /// plain stored `var`s stay tracked except private storage no view can reach. `false` is
    /// `--ignore-plain-vars`, the old behaviour: every plain stored `var` that was not `@Published`
    /// and that no `objectWillChange.send()` announces gets `@ObservationIgnored`.
    public var trackReadVars: Bool = true
    /// Option B, the default: `$x` Combine chains of a migrated class's own properties are
    /// rewritten (`CombineChain`), and `$x` subscriptions it cannot rewrite so, or in other
    /// classes, become observation loops (`ObservationLoop`). `false` is `--keep-combine`: every
    /// `$x` subscription keeps its class (option A).
    public var rewriteCombine: Bool = true

    public init(only: Set<String>? = nil, trackAll: Bool = false, trackReadVars: Bool = true, rewriteCombine: Bool = true) {
        self.only = only
        self.trackAll = trackAll
        self.trackReadVars = trackReadVars
        self.rewriteCombine = rewriteCombine
    }
}

/// What happened to one `ObservableObject` class, as printed (`Disposition` is the decision
/// with its facts).
///
/// - `migrated`: rewritten to `@Observable`, nothing left to do.
/// - `manual`: rewritten to `@Observable`, but some spots need a person (see `reasons` and the
///   result's `manual` items, e.g. a `didSet` kept on a formerly `@Published` property).
/// - `kept`: left as `ObservableObject` (Combine-driven, incompatible external base class, external
///   `objectWillChange` subscribers, `objectWillChange.send()` without a mutation, not selected by
///   `--only`…); `reasons` says why. Its use sites are untouched.
///
/// Counts: *migrated* means rewritten to `@Observable`, so a `manual` class is counted as migrated
/// too ("10 classes migrated (2 need manual work), 2 kept"; `--json`'s summary says the same).
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
public struct ManualItem: Sendable, Codable, Hashable {
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

    /// Attributes the rewritten files must carry (every class reported migrated has `@Observable`):
    /// checked on the re-parsed output before anything is shown as a diff or written.
    public let expectedAttributes: [ExpectedAttribute]

    public init(rewrites: [FileRewrite], classes: [ClassOutcome], manual: [ManualItem], expectedAttributes: [ExpectedAttribute] = []) {
        self.rewrites = rewrites
        self.classes = classes
        self.manual = manual
        self.expectedAttributes = expectedAttributes
    }

    /// Lines added plus lines removed over all rewritten files.
    public var changedLineCount: Int { rewrites.reduce(0) { $0 + $1.addedLines + $1.removedLines } }

    public func classes(_ disposition: ClassDisposition) -> [ClassOutcome] { classes.filter { $0.disposition == disposition } }

    /// Classes rewritten to `@Observable`, with or without manual steps (`migrated` + `manual`).
    public var migratedCount: Int { classes.count { $0.disposition != .kept } }
    /// Migrated classes that leave a follow-up for a person.
    public var manualCount: Int { classes(.manual).count }
    /// Classes left as `ObservableObject`.
    public var keptCount: Int { classes(.kept).count }

    public var pendingWrites: [PendingWrite] { rewrites.map { PendingWrite(file: $0.file, newText: $0.newText) } }

    /// Everything `--write` would refuse, checked without writing (on every core): each rewritten
    /// file re-parsed, the expected attributes present, each target writable and unchanged. A dry
    /// run shows no diff for a refused file.
    public func verificationRefusals(options: WriteOptions = .init()) -> [WriteRefusal] {
        SafeWriter.check(pendingWrites, options: options, outputCheck: outputCheck)
    }

    /// The semantic post-condition a re-parse cannot see: a class reported migrated whose
    /// rewritten declaration lacks `@Observable` (say, the attribute landed on an import).
    package var outputCheck: @Sendable (PendingWrite, SourceFileSyntax) -> WriteRefusal? {
        let expected = Dictionary(grouping: expectedAttributes, by: \.file)
        return { write, tree in
            guard let wanted = expected[write.file.path] else { return nil }
            let types = FileIndexer.typeDeclarations(in: tree)
            for item in wanted {
                let declarations = types.filter { $0.qualifiedName == item.typeName && $0.kind != .extension }
                if declarations.isEmpty || !declarations.allSatisfy({ $0.attributes.contains(item.attribute) }) {
                    return .wrongOutput(path: write.file.path, message: "'\(item.typeName)' is reported migrated but its rewritten declaration has no @\(item.attribute)")
                }
            }
            return nil
        }
    }
}

/// An attribute a migrated declaration must carry after the rewrite.
public struct ExpectedAttribute: Sendable, Equatable {
    public let file: String
    public let typeName: String
    public let attribute: String
    public init(file: String, typeName: String, attribute: String) {
        self.file = file
        self.typeName = typeName
        self.attribute = attribute
    }
}
