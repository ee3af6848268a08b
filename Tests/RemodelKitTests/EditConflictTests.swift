import Testing
@testable import RemodelKit

/// The edit-overlap policy (`TextEdit.conflicts(with:between:)`) every applier and migration uses.
@Suite struct EditConflictTests {
    private func replace(_ range: Range<Int>, _ text: String = "R") -> TextEdit { TextEdit(range: range, replacement: text) }
    private func insert(_ text: String, at offset: Int) -> TextEdit { TextEdit(range: offset..<offset, replacement: text) }

    @Test func replacementsConflictWhenTheyShareAByte() {
        #expect(replace(0..<5).conflicts(with: replace(4..<8)))
        #expect(replace(2..<4).conflicts(with: replace(0..<8)))
        #expect(replace(0..<5).conflicts(with: replace(0..<5, "other")))
        // Adjacent ranges share no byte.
        #expect(!replace(0..<5).conflicts(with: replace(5..<8)))
        #expect(!replace(0..<5).conflicts(with: replace(5..<8), between: .separateChanges))
    }

    @Test func insertionsConflictOnlyStrictlyInsideAReplacement() {
        #expect(replace(2..<6).conflicts(with: insert("x", at: 3)))
        #expect(insert("x", at: 5).conflicts(with: replace(2..<6)))
        // At either boundary the insertion lands outside the replaced text.
        #expect(!replace(2..<6).conflicts(with: insert("x", at: 2)))
        #expect(!replace(2..<6).conflicts(with: insert("x", at: 6)))
        #expect(!insert("x", at: 2).conflicts(with: replace(2..<6)))
    }

    @Test func insertionsAtOneOffsetKeepTheirOrderWithinOneChange() {
        #expect(!insert("a", at: 3).conflicts(with: insert("b", at: 3)))
        #expect(EditApplier.apply([insert("a", at: 3), insert("b", at: 3)], to: "012345").text == "012ab345")
        #expect(EditApplier.apply([insert("b", at: 3), insert("a", at: 3)], to: "012345").text == "012ba345")
    }

    @Test func identicalEditsAreOneEditWithinOneChange() {
        #expect(!replace(1..<3, "X").conflicts(with: replace(1..<3, "X")))
        #expect(!insert("x", at: 1).conflicts(with: insert("x", at: 1)))
        let result = EditApplier.apply([replace(1..<3, "X"), insert("i", at: 5), replace(1..<3, "X"), insert("i", at: 5)], to: "0123456")
        #expect(result.text == "0X34i56")
        #expect(result.applied.count == 2)
    }

    @Test func separateChangesMustNotShareAnInsertionPoint() {
        #expect(insert("a", at: 3).conflicts(with: insert("b", at: 3), between: .separateChanges))
        #expect(insert("a", at: 3).conflicts(with: replace(3..<5), between: .separateChanges))
        #expect(replace(3..<5).conflicts(with: insert("a", at: 3), between: .separateChanges))
        #expect(replace(3..<5).conflicts(with: insert("a", at: 4), between: .separateChanges))
        // The end of a replacement is not where it starts: text inserted there follows it.
        #expect(!replace(3..<5).conflicts(with: insert("a", at: 5), between: .separateChanges))
        #expect(!insert("a", at: 3).conflicts(with: insert("b", at: 4), between: .separateChanges))
        // The same change made twice is made once: the second fix has nothing left to do.
        #expect(insert("a", at: 3).conflicts(with: insert("a", at: 3), between: .separateChanges))
        #expect(replace(1..<3, "X").conflicts(with: replace(1..<3, "X"), between: .separateChanges))
    }

    @Test func thePolicyIsSymmetric() {
        var edits: [TextEdit] = []
        for lower in 0...4 {
            for upper in lower...4 {
                edits.append(replace(lower..<upper, "a"))
                edits.append(replace(lower..<upper, "b"))
            }
        }
        for a in edits {
            for b in edits {
                #expect(a.conflicts(with: b) == b.conflicts(with: a), "\(a) \(b)")
                #expect(a.conflicts(with: b, between: .separateChanges) == b.conflicts(with: a, between: .separateChanges), "\(a) \(b)")
                // Separate changes conflict wherever edits of one change do (and more).
                if a.conflicts(with: b) { #expect(a.conflicts(with: b, between: .separateChanges)) }
            }
        }
    }

    /// An insertion at the start of a replaced range goes before the new text, whatever the order
    /// the edits come in. (The applier used to drop the insertion when the replacement came first.)
    @Test func anInsertionAtAReplacementsStartIsKeptInEitherOrder() {
        let text = "abcdef"
        #expect(EditApplier.apply([replace(0..<3, "X"), insert("I", at: 0)], to: text).text == "IXdef")
        #expect(EditApplier.apply([insert("I", at: 0), replace(0..<3, "X")], to: text).text == "IXdef")
        #expect(EditApplier.apply([replace(0..<3, "X"), insert("E", at: 3)], to: text).text == "XEdef")
    }

    /// The applier keeps a maximal conflict-free set: no two kept edits conflict, and every dropped
    /// edit conflicts with a kept one that comes before it in application order.
    @Test func theApplierKeepsEditsThatDoNotConflict() {
        var seed: UInt64 = 0x2545F4914F6CDD1D
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        let text = "0123456789abcdefghij"
        for _ in 0..<300 {
            let edits = (0..<(1 + next(6))).map { _ -> TextEdit in
                let lower = next(text.count + 1)
                let upper = next(3) == 0 ? lower : min(text.count, lower + next(5))
                return TextEdit(range: lower..<upper, replacement: String(next(10)))
            }
            let applied = EditApplier.apply(edits, to: text).applied
            for (i, a) in applied.enumerated() {
                for b in applied[(i + 1)...] { #expect(!a.conflicts(with: b), "\(edits)") }
            }
            let order = EditApplier.applicationOrder(edits)
            for edit in edits where !applied.contains(edit) {
                let position = order.firstIndex(of: edit)!
                #expect(applied.contains { kept in kept.conflicts(with: edit) && order.firstIndex(of: kept)! < position }, "\(edits)")
            }
        }
    }

    /// `lint --fix` applies whole fixes: a fix with an insertion strictly inside an earlier fix's
    /// replacement waits for the next pass. (It used to be taken, and the applier then dropped that
    /// insertion while applying the fix's other edits.)
    @Test func aFixConflictingWithAnEarlierFixIsSkippedWhole() {
        let file = SourceFile(path: "A.swift", text: "let value = 1\n")
        func finding(_ offset: Int, _ edits: [TextEdit]) -> Finding {
            Finding(
                diagnostic: Diagnostic(path: "A.swift", line: 1, column: offset + 1, severity: .warning, ruleID: "test", message: "m", fix: .safe, offset: offset),
                fix: Fix("fix", applicability: .safe, edits: edits), file: file)
        }
        let result = LintResult(findings: [
            finding(4, [replace(4..<9, "total")]),
            finding(6, [insert("x", at: 6), replace(12..<13, "2")]),
        ], inputErrors: [], fileCount: 1, rules: [])
        let rewrite = FixApplier.rewrites(result, includeUnsafe: false)
        #expect(rewrite.first?.text == "let total = 1\n")
        #expect(rewrite.first?.applied == 1)
    }
}
