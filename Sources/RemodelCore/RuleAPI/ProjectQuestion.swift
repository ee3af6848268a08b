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

    /// `answer` is given the index and the question's argument (empty when it takes none).
    public init(_ name: String, answer: @escaping @Sendable (_ index: ProjectIndex, _ argument: String) -> String) {
        self.name = name
        self.answering = answer
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

    /// `text` cut at its first `separator`, an ASCII control character (the NUL of a key, the 0x01
    /// inside an argument), without it; nil when there is none. Found among the UTF-8 bytes (such
    /// a character is one byte, and a grapheme of its own): asked about every stored key after a
    /// change of facts, a search by `Character` cost more than most answers.
    package static func split(_ text: String, at separator: UInt8) -> (String, String)? {
        guard let cut = text.utf8.firstIndex(of: separator) else { return nil }
        return (String(text[..<cut]), String(text[text.utf8.index(after: cut)...]))
    }
}
