@_spi(RawSyntax) import SwiftSyntax

/// What visiting every node of a parsed tree costs at the least, for `remodel parse-floor --walk`:
/// the bound under any fact extraction or check that looks at a whole file (`FileIndexer` is a
/// `SyntaxVisitor` over every node, since calls, `$x` uses and writes sit in bodies).
public enum WalkFloor: String, CaseIterable, Sendable {
    /// A `SyntaxVisitor` that does nothing but visit every node (what any visitor-based walk pays).
    case visitor
    /// A recursion over the raw layout nodes, no `Syntax` made (the cheapest walk swift-syntax allows, through SPI).
    case raw

    /// The number of nodes reached, so the walk cannot be optimized away.
    public func walk(_ tree: SourceFileSyntax) -> Int {
        switch self {
        case .visitor:
            let visitor = EveryNodeVisitor(viewMode: .sourceAccurate)
            visitor.walk(tree)
            return visitor.count
        case .raw:
            return Self.rawCount(tree.raw)
        }
    }

    private static func rawCount(_ node: RawSyntax) -> Int {
        guard let layout = node.layoutView else { return 1 }
        var count = 1
        for child in layout.children { if let child { count += rawCount(child) } }
        return count
    }
}

private final class EveryNodeVisitor: SyntaxAnyVisitor {
    var count = 0
    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        count += 1
        return .visitChildren
    }
}
