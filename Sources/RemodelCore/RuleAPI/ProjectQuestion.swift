/// A question about the whole project with a short answer ("1" or "0", a name) that a check asks
/// instead of reading the project index (`RuleContext.ask`): the check then depends on the answer,
/// not on every file's facts. When facts change, an incremental lint asks the question again and
/// checks the file again only if the answer differs (a `DerivedAnswer` of `derivedName`).
///
/// A rule's gate is the typical question: "does the project have a TCA feature?" decides, for a
/// file that does not import ComposableArchitecture, whether the TCA rules look at it at all.
public struct ProjectQuestion: Sendable {
    /// Unique among the questions checks ask; part of the stored answer's key.
    public let name: String
    private let answering: @Sendable (ProjectIndex, String) -> String
    /// Which of its answers a change of facts that only adds, removes or edits plain value types
    /// no other fact names can change (`IncrementalLintState.plainChange`).
    public let plainTypes: PlainTypeReach

    /// Which answers of a question a change of plain value types can change: the types of
    /// `TypeDeclaration.isPlainValueType`, each declared only as such and named by no other fact
    /// (`ProjectIndex.arePlainAndUnspelled`). No conformance, superclass, alias, property,
    /// wrapper, store or injection of the project refers to them, and they state none: no other
    /// type's conformances, roles or resolution depend on them. An incremental lint does not ask
    /// again, after such a change, the answers the question says it cannot change.
    public enum PlainTypeReach: Sendable {
        /// Any answer: asked again after every change of facts (what a question that says nothing gets).
        case everyAnswer
        /// None.
        case noAnswer
        /// Only answers about a file whose text changed: `path` reads the file's path from the
        /// question's argument (the positions of the types it declares may have moved).
        case answersAboutChangedFiles(path: @Sendable (_ argument: String) -> String)
        /// None when the plain value types' names pass this test; else any.
        case noAnswerIf(@Sendable (_ names: Set<String>) -> Bool)
    }

    /// `answer` is given the index and the question's argument (empty when it takes none).
    public init(
        _ name: String, plainTypes: PlainTypeReach = .everyAnswer, answer: @escaping @Sendable (_ index: ProjectIndex, _ argument: String) -> String
    ) {
        self.name = name
        self.answering = answer
        self.plainTypes = plainTypes
    }

    /// The value name its answers are recorded under (`ReadTracking.noteDerived`).
    public static let derivedName = "project question"

    /// Its answer about `argument` in `index`.
    public func answer(about argument: String, in index: ProjectIndex) -> String { answering(index, argument) }

    /// The recorded key of this question about `argument`.
    func key(about argument: String) -> String { name + "\u{0}" + argument }

    /// The answer `index` gives to the recorded `key`, asking the one of `questions` it names;
    /// nil when none does (a stored answer then counts as changed). Computed under a scope that
    /// keeps nothing (`ReadScope.discarding`), so that a shared value it computes records what it
    /// reads for the checks that use it.
    public static func answer(forKey key: String, among questions: [String: ProjectQuestion], in index: ProjectIndex) -> String? {
        guard let (name, argument) = split(key, at: 0), let question = questions[name] else { return nil }
        return ReadTracking.recording(in: .discarding) { question.answer(about: argument, in: index) }
    }

    /// For a change of facts that only added, removed or edited the plain value types `names`
    /// (`PlainTypeReach`), where the files at `changedPaths` are those whose text changed: whether
    /// the answer to a recorded key is the one it was (false when no question of `questions` has
    /// the key's name). Each question's reach is read once, not once per key (a project holds a
    /// hundred thousand answers).
    public static func keptAnswers(among questions: [String: ProjectQuestion], plainTypes names: Set<String>, changedPaths: Set<String>)
        -> @Sendable (_ key: String) -> Bool {
        let decisions = questions.mapValues { question -> KeptDecision in
            switch question.plainTypes {
            case .everyAnswer: .askAgain
            case .noAnswer: .keep
            case .answersAboutChangedFiles(let path): .keepUnlessChanged(path)
            case .noAnswerIf(let test): test(names) ? .keep : .askAgain
            }
        }
        return { key in
            guard let cut = key.utf8.firstIndex(of: 0), let decision = decisions[String(key[..<cut])] else { return false }
            switch decision {
            case .keep: return true
            case .askAgain: return false
            case .keepUnlessChanged(let path): return !changedPaths.contains(path(String(key[key.utf8.index(after: cut)...])))
            }
        }
    }

    private enum KeptDecision: Sendable {
        case keep, askAgain
        case keepUnlessChanged(@Sendable (String) -> String)
    }

    /// The path of an argument made by `declaration(_:in:)`-like joins, the path, U+0001, a name or
    /// position: what comes before its last U+0001 (a name or position has none; a path might),
    /// the whole argument when there is none.
    public static func pathBeforeLastSeparator(_ argument: String) -> String {
        guard let cut = argument.utf8.lastIndex(of: 1) else { return argument }
        return String(argument[..<cut])
    }

    /// `text` cut at its first `separator`, an ASCII control character (the NUL of a key, the 0x01
    /// inside an argument), without it; nil when there is none. Found among the UTF-8 bytes (such
    /// a character is one byte, and a grapheme of its own): asked about every stored key after a
    /// change of facts, a search by `Character` cost more than most answers.
    package static func split(_ text: String, at separator: UInt8) -> (String, String)? {
        guard let cut = text.utf8.firstIndex(of: separator) else { return nil }
        return (String(text[..<cut]), String(text[text.utf8.index(after: cut)...]))
    }
}
