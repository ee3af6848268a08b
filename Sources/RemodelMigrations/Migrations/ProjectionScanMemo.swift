import RemodelCore

/// What the migration outlook's `$x` and `objectWillChange` scans concluded for each use they
/// examined, kept with an incremental lint's state: on the next run, a use in a file whose text is
/// unchanged is not examined again (its tree, released or loaded from stored facts, is not parsed
/// again) as long as every file's configuration, the migration's candidates and what they publish
/// are what they were (`projectKey`), and no file whose facts changed gives a name the use asked
/// the project index about (`names`, `ProjectionScanInput.changedNames`).
///
/// Only a use whose conclusion depended on nothing but its own file's text and the project's facts
/// is kept (`ReadTracking.isolating`): one that read another file's syntax, text or positions, or
/// asked a question of one, is examined again.
public struct ProjectionScanMemo: Sendable, Equatable {
    /// One examined `$x`: where its token starts, the receiver as written, and the classes it
    /// keeps (qualified names, in the order it kept them; empty when it keeps none).
    /// A class's own `$x` records the offsets of the projections its chain or loop took instead.
    struct Use: ScanConclusion {
        var offset: Int
        var receiver: String = ""
        var kept: [String] = []
        var consumed: [Int] = []
        /// The names examining it asked the project index about (`IndexKey`), including the
        /// candidates it consulted; nil when it read the index as a whole.
        var names: [String]? = []

        static var table: WritableKeyPath<File, [Int: Use]> { \.uses }
    }

    /// One step of an examined `objectWillChange` use (`MigrationSession.scanObjectWillChange`),
    /// keyed by `key(offset:step:)`: whether a use with a receiver starts a relay, or what a use
    /// no relay took keeps.
    struct WillChangeUse: ScanConclusion {
        enum Step: Int { case relay = 0, keep = 1 }
        /// Why `kept` is kept (`KeepReason`'s case).
        enum Reason: Int { case externalObjectWillChange = 1, objectWillChangeUse = 2, sendWithoutMutation = 3 }
        /// The relay the use starts: its two classes (qualified), the property holding the
        /// subscription, where the relay's own `objectWillChange` token starts, and where the
        /// statement starts, where its text starts and where it ends (in that order: a stored memo
        /// with them out of order does not read).
        struct Relay: Sendable, Equatable {
            var source: String
            var target: String
            var storage: String?
            var send: Int
            var statement: [Int]
        }

        var relay: Relay?
        var kept: String?
        var reason: Reason?
        var names: [String]? = []

        static var table: WritableKeyPath<File, [Int: WillChangeUse]> { \.willChange }

        static func key(offset: Int, step: Step) -> Int { offset * 2 + step.rawValue }
    }

    /// A file's conclusions, for its text with this content hash.
    struct File: Sendable, Equatable {
        var content: ContentHash
        var uses: [Int: Use] = [:]
        var willChange: [Int: WillChangeUse] = [:]
    }

    /// Every file's path and configuration, hashed (`IncrementalLintState.keys(of:)`),
    /// then the project-wide answers the analysis's uses share (`ProjectionScanRun.requireSession`).
    public internal(set) var projectKey: String
    var files: [String: File] = [:]

    public init(projectKey: String) {
        self.projectKey = projectKey
    }

    /// The stored conclusion under `key` in `path`, if the file's text is `content`.
    func conclusion<Conclusion: ScanConclusion>(_ key: Int, in path: String, content: ContentHash) -> Conclusion? {
        guard let file = files[path], file.content == content else { return nil }
        return file[keyPath: Conclusion.table][key]
    }

    mutating func add<Conclusion: ScanConclusion>(_ conclusion: Conclusion, key: Int, in path: String, content: ContentHash) {
        if files[path]?.content != content { files[path] = File(content: content) }
        files[path]![keyPath: Conclusion.table][key] = conclusion
    }

    /// How many conclusions it holds.
    public var count: Int { files.values.reduce(0) { $0 + $1.uses.count + $1.willChange.count } }

    /// The first string of the bytes, before the key: bytes of another layout do not read.
    private static let format = "projection scan 2"

    public func encoded() -> [UInt8] {
        var writer = BinaryWriter()
        writer.string(Self.format)
        writer.string(projectKey)
        writer.array(files.sorted { $0.key < $1.key }) { writer, entry in
            writer.string(entry.key)
            writer.hash(entry.value.content)
            writer.array(entry.value.uses.values.sorted { $0.offset < $1.offset }) { writer, use in
                writer.int(use.offset)
                writer.string(use.receiver)
                writer.strings(use.kept)
                writer.ints(use.consumed)
                Self.write(use.names, into: &writer)
            }
            writer.array(entry.value.willChange.sorted { $0.key < $1.key }) { writer, entry in
                let use = entry.value
                writer.int(entry.key)
                writer.int(use.relay == nil ? 0 : 1)
                if let relay = use.relay {
                    writer.string(relay.source)
                    writer.string(relay.target)
                    writer.int(relay.storage == nil ? 0 : 1)
                    writer.string(relay.storage ?? "")
                    writer.int(relay.send)
                    writer.ints(relay.statement)
                }
                writer.string(use.kept ?? "")
                writer.int(use.reason?.rawValue ?? 0)
                Self.write(use.names, into: &writer)
            }
        }
        return writer.bytes
    }

    private static func write(_ names: [String]?, into writer: inout BinaryWriter) {
        writer.int(names == nil ? 0 : 1)
        writer.strings(names ?? [])
    }

    private static func readNames(_ reader: inout BinaryReader) -> [String]?? {
        guard let askedByName = reader.int(), askedByName <= 1, askedByName >= 0, let names = reader.strings() else { return nil }
        return .some(askedByName == 1 ? names : nil)
    }

    /// Nil for bytes that do not read as a memo.
    public init?(decoding bytes: [UInt8]) {
        var reader = BinaryReader(bytes: bytes)
        guard reader.string() == Self.format, let projectKey = reader.string() else { return nil }
        self.projectKey = projectKey
        guard let files = reader.array({ reader -> (String, File)? in
            guard let path = reader.string(), let content = reader.hash(),
                  let uses = reader.array({ reader -> Use? in
                      guard let offset = reader.int(), let receiver = reader.string(), let kept = reader.strings(),
                            let consumed = reader.ints(), let names = Self.readNames(&reader) else { return nil }
                      return Use(offset: offset, receiver: receiver, kept: kept, consumed: consumed, names: names)
                  }),
                  let willChange = reader.array({ reader -> (Int, WillChangeUse)? in
                      guard let key = reader.int(), let hasRelay = reader.int() else { return nil }
                      var use = WillChangeUse()
                      switch hasRelay {
                      case 0: break
                      case 1:
                          guard let source = reader.string(), let target = reader.string(), let hasStorage = reader.int(), hasStorage <= 1,
                                let storage = reader.string(), let send = reader.int(), let statement = reader.ints(), statement.count == 3,
                                statement[0] <= statement[1], statement[1] <= statement[2] else { return nil }
                          use.relay = WillChangeUse.Relay(source: source, target: target, storage: hasStorage == 1 ? storage : nil, send: send, statement: statement)
                      default: return nil
                      }
                      guard let kept = reader.string(), let reason = reader.int(), let names = Self.readNames(&reader) else { return nil }
                      if reason != 0 {
                          guard let known = WillChangeUse.Reason(rawValue: reason), !kept.isEmpty else { return nil }
                          use.kept = kept
                          use.reason = known
                      }
                      use.names = names
                      return (key, use)
                  }) else { return nil }
            return (path, File(
                content: content, uses: Dictionary(uses.map { ($0.offset, $0) }, uniquingKeysWith: { first, _ in first }),
                willChange: Dictionary(willChange, uniquingKeysWith: { first, _ in first })))
        }), reader.isAtEnd else { return nil }
        self.files = Dictionary(files, uniquingKeysWith: { first, _ in first })
    }
}

/// A conclusion the memo keeps: the names examining it asked the index about, and the table of
/// a file's conclusions it is kept in.
protocol ScanConclusion: Sendable, Equatable {
    var names: [String]? { get set }
    static var table: WritableKeyPath<ProjectionScanMemo.File, [Int: Self]> { get }
}

/// The memo a keep-reason analysis starts from and the one it leaves: the previous run's uses are
/// reused only under the same key (`ProjectionScanRun.requireSession` compares them); `contents`
/// gives each file's content hash as the lint computed it; `changedNames`, the names whose index
/// answers may have changed since (`IncrementalLintState.changedNames`; nil: any name).
public struct ProjectionScanInput: Sendable {
    public let projectKey: String
    public let contents: [String: ContentHash]
    public let previous: ProjectionScanMemo?
    public let changedNames: Set<String>?

    public init(projectKey: String, contents: [String: ContentHash], previous: ProjectionScanMemo?, changedNames: Set<String>?) {
        self.projectKey = projectKey
        self.contents = contents
        self.previous = previous
        self.changedNames = changedNames
    }
}

/// One analysis's use of the memo: what it may reuse, and what it records for the next run.
package final class ProjectionScanRun {
    private let input: ProjectionScanInput
    /// The previous memo, once its key is known to match this run's (`requireSession`).
    private var previous: ProjectionScanMemo?
    package private(set) var recorded: ProjectionScanMemo
    /// How many examined uses were reused, and how many examined (`REMODEL_TIMING`).
    package private(set) var reused = 0
    package private(set) var examined = 0

    init(input: ProjectionScanInput) {
        self.input = input
        self.recorded = ProjectionScanMemo(projectKey: input.projectKey)
    }

    /// Completes the key with the project-wide answers every use may depend on (computed before
    /// any is examined; the candidates and what they publish among them): the previous memo is
    /// reused only if it was recorded under the same key. Call before the first `stored`.
    func requireSession(_ answers: String) {
        recorded.projectKey = input.projectKey + "\n" + answers
        previous = input.previous?.projectKey == recorded.projectKey ? input.previous : nil
    }

    /// The previous conclusion under `key` (the `$x` at that offset, or a step of an
    /// `objectWillChange` use) in `file`, if its text is unchanged and the index answers what
    /// examining it asked as it did then.
    func stored<Conclusion: ScanConclusion>(_ key: Int, in file: SourceFile) -> Conclusion? {
        guard let previous, let content = input.contents[file.path],
              let use: Conclusion = previous.conclusion(key, in: file.path, content: content) else { return nil }
        switch (use.names, input.changedNames) {
        case (_, let changed?) where changed.isEmpty: return use
        case (let names?, let changed?): return names.contains(where: changed.contains) ? nil : use
        case (let names?, nil): return names.isEmpty ? use : nil
        case (nil, _): return nil
        }
    }

    /// Keeps a conclusion for the next run (`reused`: it came from the previous one).
    func record<Conclusion: ScanConclusion>(_ conclusion: Conclusion, key: Int, in file: SourceFile, reused: Bool) {
        examined += 1
        if reused { self.reused += 1 }
        guard let content = input.contents[file.path] else { return }
        recorded.add(conclusion, key: key, in: file.path, content: content)
    }

    /// A use examined this run whose conclusion cannot be kept.
    func skip() { examined += 1 }
}
