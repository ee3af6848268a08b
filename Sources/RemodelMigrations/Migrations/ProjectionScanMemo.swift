import RemodelCore

/// What the migration outlook's `$x` scan concluded for each `model.$x` it examined, kept with an
/// incremental lint's state: on the next run, a use in a file whose text is unchanged is not
/// examined again (its tree, released or loaded from stored facts, is not parsed again) as long
/// as every file's configuration, the migration's candidates and what they publish are what they
/// were (`projectKey`), and no file whose facts changed gives a name the use asked the project
/// index about (`Use.names`, `ProjectionScanInput.changedNames`).
///
/// Only a use whose conclusion depended on nothing but its own file's text and the project's facts
/// is kept (`ReadTracking.isolating`): one that read another file's syntax, text or positions, or
/// asked a question of one, is examined again.
public struct ProjectionScanMemo: Sendable, Equatable {
    /// One examined use: where its `$x` token starts, the receiver as written, and the classes it
    /// keeps (qualified names, in the order it kept them; empty when it keeps none).
    /// A class's own `$x` records the offsets of the projections its chain or loop took instead.
    struct Use: Sendable, Equatable {
        var offset: Int
        var receiver: String = ""
        var kept: [String] = []
        var consumed: [Int] = []
        /// The names examining it asked the project index about (`IndexKey`), including the
        /// candidates it consulted; nil when it read the index as a whole.
        var names: [String]? = []
    }

    /// A file's uses, for its text with this content hash.
    struct File: Sendable, Equatable {
        var content: ContentHash
        var uses: [Int: Use]
    }

    /// Every file's path and configuration, hashed (`IncrementalLintState.keys(of:)`),
    /// then the project-wide answers the analysis's uses share (`ProjectionScanRun.requireSession`).
    public internal(set) var projectKey: String
    var files: [String: File] = [:]

    public init(projectKey: String) {
        self.projectKey = projectKey
    }

    /// The stored conclusion for the use at `offset` of `path`, if the file's text is `content`.
    func use(at offset: Int, in path: String, content: ContentHash) -> Use? {
        guard let file = files[path], file.content == content else { return nil }
        return file.uses[offset]
    }

    mutating func add(_ use: Use, in path: String, content: ContentHash) {
        if files[path]?.content != content { files[path] = File(content: content, uses: [:]) }
        files[path]!.uses[use.offset] = use
    }

    /// How many uses it holds.
    public var count: Int { files.values.reduce(0) { $0 + $1.uses.count } }

    public func encoded() -> [UInt8] {
        var writer = BinaryWriter()
        writer.string(projectKey)
        writer.array(files.sorted { $0.key < $1.key }) { writer, entry in
            writer.string(entry.key)
            writer.hash(entry.value.content)
            writer.array(entry.value.uses.values.sorted { $0.offset < $1.offset }) { writer, use in
                writer.int(use.offset)
                writer.string(use.receiver)
                writer.strings(use.kept)
                writer.ints(use.consumed)
                writer.int(use.names == nil ? 0 : 1)
                writer.strings(use.names ?? [])
            }
        }
        return writer.bytes
    }

    /// Nil for bytes that do not read as a memo.
    public init?(decoding bytes: [UInt8]) {
        var reader = BinaryReader(bytes: bytes)
        guard let projectKey = reader.string() else { return nil }
        self.projectKey = projectKey
        guard let files = reader.array({ reader -> (String, File)? in
            guard let path = reader.string(), let content = reader.hash(),
                  let uses = reader.array({ reader -> Use? in
                      guard let offset = reader.int(), let receiver = reader.string(), let kept = reader.strings(),
                            let consumed = reader.ints(), let askedByName = reader.int(), askedByName <= 1, let names = reader.strings() else { return nil }
                      return Use(offset: offset, receiver: receiver, kept: kept, consumed: consumed, names: askedByName == 1 ? names : nil)
                  }) else { return nil }
            return (path, File(content: content, uses: Dictionary(uses.map { ($0.offset, $0) }, uniquingKeysWith: { first, _ in first })))
        }), reader.isAtEnd else { return nil }
        self.files = Dictionary(files, uniquingKeysWith: { first, _ in first })
    }
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

    /// The previous conclusion for the `$x` at `offset` of `file`, if its text is unchanged and
    /// the index answers what examining it asked as it did then.
    func stored(at offset: Int, in file: SourceFile) -> ProjectionScanMemo.Use? {
        guard let previous, let content = input.contents[file.path], let use = previous.use(at: offset, in: file.path, content: content) else { return nil }
        switch (use.names, input.changedNames) {
        case (_, let changed?) where changed.isEmpty: return use
        case (let names?, let changed?): return names.contains(where: changed.contains) ? nil : use
        case (let names?, nil): return names.isEmpty ? use : nil
        case (nil, _): return nil
        }
    }

    /// Keeps a conclusion for the next run (`reused`: it came from the previous one).
    func record(_ use: ProjectionScanMemo.Use, in file: SourceFile, reused: Bool) {
        examined += 1
        if reused { self.reused += 1 }
        guard let content = input.contents[file.path] else { return }
        recorded.add(use, in: file.path, content: content)
    }

    /// A use examined this run whose conclusion cannot be kept.
    func skip() { examined += 1 }
}
