import Foundation
import SwiftSyntax

/// `// remodel:disable`, `enable`, `disable:next`, `disable:this` comments in one file.
/// Without rule ids a directive applies to every rule.
package struct Suppressions {
    private enum Scope { case region(enable: Bool), next, this }
    private struct Directive {
        let scope: Scope
        let line: Int
        let rules: Set<String>
    }
    private var directives: [Directive] = []

    package init(file: SourceFile) {
        for offset in ByteSearch.offsets(of: "remodel:", in: file.text) {
            guard let comment = Self.comment(containing: offset, in: file) else { continue }
            directives += Self.parse(comment, line: file.location(of: AbsolutePosition(utf8Offset: offset)).line)
        }
    }

    package var isEmpty: Bool { directives.isEmpty }

    package func suppresses(_ ruleID: String, line: Int) -> Bool {
        var disabled = false
        for directive in directives {
            let applies = directive.rules.isEmpty || directive.rules.contains(ruleID)
            guard applies else { continue }
            switch directive.scope {
            case .this where directive.line == line: return true
            case .next where directive.line + 1 == line: return true
            case .region(let enable) where directive.line <= line: disabled = !enable
            default: break
            }
        }
        return disabled
    }

    /// The comment trivia piece covering `offset`, if the text there is inside a comment.
    private static func comment(containing offset: Int, in file: SourceFile) -> String? {
        guard let token = file.tree.token(at: AbsolutePosition(utf8Offset: offset)) else { return nil }
        var position = token.position.utf8Offset
        for (pieces, start) in [(token.leadingTrivia, token.position.utf8Offset), (token.trailingTrivia, token.endPositionBeforeTrailingTrivia.utf8Offset)] {
            position = start
            for piece in pieces {
                let length = piece.sourceLength.utf8Length
                if offset >= position, offset < position + length {
                    switch piece {
                    case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text):
                        return text
                    default:
                        return nil
                    }
                }
                position += length
            }
        }
        return nil
    }

    private static func parse(_ comment: String, line: Int) -> [Directive] {
        guard let range = comment.range(of: "remodel:") else { return [] }
        var words = comment[range.upperBound...]
            .replacingOccurrences(of: "*/", with: " ")
            .split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
            .map(String.init)
        guard !words.isEmpty else { return [] }
        let command = words.removeFirst()
        // Stop at `--` (a reason follows) or at the first word that is not a rule id, so trailing
        // prose is allowed.
        let rules = Set(words.prefix { word in word != "--" && word.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } })
        switch command {
        case "disable": return [Directive(scope: .region(enable: false), line: line, rules: rules)]
        case "enable": return [Directive(scope: .region(enable: true), line: line, rules: rules)]
        case "disable:next": return [Directive(scope: .next, line: line, rules: rules)]
        case "disable:this": return [Directive(scope: .this, line: line, rules: rules)]
        default: return []
        }
    }
}
