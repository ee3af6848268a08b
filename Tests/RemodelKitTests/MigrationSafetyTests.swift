import Foundation
import Testing
@testable import RemodelKit
@testable import RemodelRules

/// `remodel migrate --write` must never damage a user's files: line endings, BOM and permissions
/// survive, uninvolved files are untouched, a second run changes nothing, and files that would not
/// parse, changed on disk, or have uncommitted changes in git are not written.
struct MigrationSafetyTests {
    static let model = """
        import Combine
        import Foundation

        /// Counts taps.
        final class CounterModel: ObservableObject {
            @Published var count = 0
            @Published
            var title = "Counter"
            private var history: [Int] = []

            func increment() {
                history.append(count)
                count += 1
            }
        }

        """

    static let view = """
        import SwiftUI

        struct CounterView: View {
            @StateObject private var model = CounterModel()

            var body: some View {
                Button("\\(model.count)") { model.increment() }
                    .onChange(of: model.count) { newValue in
                        print(newValue)
                    }
            }
        }

        """

    static let unrelated = """
        import Foundation

        struct Point: Equatable {
            var x = 0
            var y = 0
        }

        """

    private func migrate(_ folder: TemporaryFolder, options: MigrationOptions = .init()) throws -> MigrationResult {
        let workspace = try Workspace.load(paths: [folder.url.path])
        return ObservableMigration(workspace: workspace, options: options).run()
    }

    private func bytes(_ url: URL) throws -> [UInt8] { [UInt8](try Data(contentsOf: url)) }

    // MARK: Encoding and layout

    @Test func crlfFileStaysCRLF() throws {
        let lf = TemporaryFolder()
        lf.write("CounterModel.swift", Self.model)
        let crlf = TemporaryFolder()
        let url = crlf.write("CounterModel.swift", Self.model.replacingOccurrences(of: "\n", with: "\r\n"))

        let expected = try #require(try migrate(lf).rewrites.first).newText
        let result = try migrate(crlf)
        let rewrite = try #require(result.rewrites.first)
        #expect(rewrite.newText == expected.replacingOccurrences(of: "\n", with: "\r\n"))

        let outcome = MigrationWriter.write(result, allowDirty: true)
        #expect(outcome.refusals.isEmpty && outcome.written.count == 1)
        let written = try bytes(url)
        for (index, byte) in written.enumerated() where byte == 0x0A {
            #expect(index > 0 && written[index - 1] == 0x0D, "bare LF at byte \(index)")
        }
        #expect(String(decoding: written, as: UTF8.self).contains("@Observable final class CounterModel {\r\n"))
    }

    @Test func byteOrderMarkIsKept() throws {
        let folder = TemporaryFolder()
        let url = folder.write("CounterModel.swift", Self.model)
        try (Data([0xEF, 0xBB, 0xBF]) + Data(Self.model.utf8)).write(to: url)

        let result = try migrate(folder)
        let rewrite = try #require(result.rewrites.first)
        #expect(rewrite.file.format.hasByteOrderMark)
        #expect(!rewrite.newText.hasPrefix("\u{FEFF}"))

        #expect(MigrationWriter.write(result, allowDirty: true).written.count == 1)
        let written = try bytes(url)
        #expect(Array(written.prefix(3)) == [0xEF, 0xBB, 0xBF])
        #expect(Array(written.dropFirst(3)) == Array(rewrite.newText.utf8))
    }

    @Test func permissionsAreKept() throws {
        let folder = TemporaryFolder()
        let url = folder.write("CounterModel.swift", Self.model)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: url.path)

        let result = try migrate(folder)
        #expect(MigrationWriter.write(result, allowDirty: true).written.count == 1)
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o640)
        #expect(try String(contentsOf: url, encoding: .utf8).contains("@Observable"))
    }

    @Test func filesNotInvolvedStayByteIdentical() throws {
        let folder = TemporaryFolder()
        folder.write("CounterModel.swift", Self.model)
        folder.write("CounterView.swift", Self.view)
        let unrelated = folder.write("Point.swift", Self.unrelated)
        // An ObservableObject with a Combine pipeline is kept: its file must not change either.
        let kept = folder.write("SearchModel.swift", """
            import Combine

            final class SearchModel: ObservableObject {
                @Published var query = ""
                private var cancellables = Set<AnyCancellable>()

                init() {
                    $query.throttle(for: 1, scheduler: RunLoop.main, latest: true).sink { print($0) }.store(in: &cancellables)
                }
            }

            """)
        let before = try [bytes(unrelated), bytes(kept)]

        let result = try migrate(folder)
        #expect(Set(result.rewrites.map { $0.file.url.lastPathComponent }) == ["CounterModel.swift", "CounterView.swift"])
        #expect(result.classes.first { $0.name == "SearchModel" }?.disposition == .kept)
        #expect(MigrationWriter.write(result, allowDirty: true).written.count == 2)
        #expect(try [bytes(unrelated), bytes(kept)] == before)
    }

    /// Option B keeps a synchronous chain whose sink reads the property itself: `@Published`
    /// delivers from `willSet`, so `self.count` there is the old value; a `didSet` handler would
    /// read the new one. A sink that only uses the delivered value converts.
    @Test func optionBKeepsASinkThatReadsThePropertyItself() throws {
        let folder = TemporaryFolder()
        folder.write("Models.swift", """
            import Combine

            final class CounterModel: ObservableObject {
                @Published var count = 0
                private(set) var log: [String] = []
                private var cancellables = Set<AnyCancellable>()

                init() {
                    $count.sink { [weak self] new in self?.log.append("\\(self?.count ?? 0) → \\(new)") }.store(in: &cancellables)
                }
            }

            final class TitleModel: ObservableObject {
                @Published var title = ""
                private(set) var history: [String] = []
                private var cancellables = Set<AnyCancellable>()

                init() {
                    $title.sink { [weak self] value in self?.history.append(value) }.store(in: &cancellables)
                }
            }

            """)
        let result = try migrate(folder, options: MigrationOptions(rewriteCombine: true))
        #expect(result.classes.first { $0.name == "CounterModel" }?.disposition == .kept)
        #expect(result.classes.first { $0.name == "TitleModel" }?.disposition == .migrated)
    }

    @Test func secondRunChangesNothing() throws {
        let folder = TemporaryFolder()
        folder.write("CounterModel.swift", Self.model)
        folder.write("CounterView.swift", Self.view)
        let first = try migrate(folder)
        #expect(first.rewrites.count == 2)
        #expect(MigrationWriter.write(first, allowDirty: true).refusals.isEmpty)

        let second = try migrate(folder)
        #expect(second.rewrites.isEmpty)
        #expect(second.changedLineCount == 0)
        let view = try String(contentsOf: folder.url.appendingPathComponent("CounterView.swift"), encoding: .utf8)
        #expect(view.contains("@State private var model = CounterModel()"))
        #expect(view.contains("{ _, newValue in"))
    }

    // MARK: Refusals

    @Test func rewriteThatWouldNotParseIsRefused() throws {
        let folder = TemporaryFolder()
        let url = folder.write("CounterModel.swift", Self.model)
        let workspace = try Workspace.load(paths: [folder.url.path])
        let file = try #require(workspace.files.first)

        let broken = Self.model.replacingOccurrences(of: "func increment() {", with: "func increment( {")
        #expect(throws: WriteRefusal.self) { try SafeWriter.write(broken, over: file) }
        do {
            try SafeWriter.write(broken, over: file)
        } catch {
            guard case .wouldNotParse(let path, let line, _) = error else {
                Issue.record("expected wouldNotParse, got \(error)")
                return
            }
            #expect(path == file.path)
            #expect(line >= 11)
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == Self.model)

        // The same check guards migration results.
        let result = MigrationResult(rewrites: [FileRewrite(file: file, newText: broken)], classes: [], manual: [])
        let outcome = MigrationWriter.write(result, allowDirty: true)
        #expect(outcome.written.isEmpty)
        #expect(outcome.refusals.count == 1)
        #expect(try String(contentsOf: url, encoding: .utf8) == Self.model)
    }

    @Test func fileModifiedAfterLoadIsRefused() throws {
        let folder = TemporaryFolder()
        let modelURL = folder.write("CounterModel.swift", Self.model)
        let viewURL = folder.write("CounterView.swift", Self.view)
        let result = try migrate(folder)
        #expect(result.rewrites.count == 2)

        let edited = Self.model + "// edited by someone else\n"
        try Data(edited.utf8).write(to: modelURL)

        let outcome = MigrationWriter.write(result, allowDirty: true)
        #expect(outcome.refusals.count == 1)
        if case .changedOnDisk(let path)? = outcome.refusals.first {
            #expect(path.hasSuffix("CounterModel.swift"))
        } else {
            Issue.record("expected changedOnDisk, got \(outcome.refusals)")
        }
        #expect(try String(contentsOf: modelURL, encoding: .utf8) == edited)
        // All or nothing: the view is not half-migrated while its model stays ObservableObject.
        #expect(outcome.written.isEmpty)
        #expect(try String(contentsOf: viewURL, encoding: .utf8) == Self.view)
    }

    @Test(.enabled(if: GitWorkTree.isAvailable))
    func dirtyGitFileIsRefusedWithoutAllowDirty() throws {
        let folder = TemporaryFolder()
        let modelURL = folder.write("CounterModel.swift", Self.model)
        folder.write("CounterView.swift", Self.view)
        let git = { (arguments: [String]) -> String? in
            GitWorkTree.git(["-C", folder.url.path, "-c", "user.name=Remodel Tests", "-c", "user.email=tests@example.com",
                             "-c", "commit.gpgsign=false"] + arguments)
        }
        try #require(git(["init", "-q"]) != nil)
        try #require(git(["add", "."]) != nil)
        try #require(git(["commit", "-q", "-m", "initial"]) != nil)

        // Committed and clean: written.
        let clean = try migrate(folder)
        #expect(MigrationWriter.write(clean, allowDirty: false).dirtyFiles.isEmpty)
        try #require(git(["commit", "-q", "-am", "migrated"]) != nil)

        // A second model with uncommitted edits, and an untracked one.
        let dirtyURL = folder.write("TimerModel.swift", """
            import Combine

            final class TimerModel: ObservableObject {
                @Published var seconds = 0
            }

            """)
        try #require(git(["add", "TimerModel.swift"]) != nil)
        try #require(git(["commit", "-q", "-m", "timer"]) != nil)
        let dirtyText = try String(contentsOf: dirtyURL, encoding: .utf8) + "// work in progress\n"
        try Data(dirtyText.utf8).write(to: dirtyURL)
        let untrackedURL = folder.write("Untracked.swift", """
            import Combine

            final class DraftModel: ObservableObject {
                @Published var text = ""
            }

            """)

        let result = try migrate(folder)
        #expect(result.rewrites.count == 2)
        let refused = MigrationWriter.write(result, allowDirty: false)
        #expect(refused.written.isEmpty)
        #expect(Set(refused.dirtyFiles.map { URL(fileURLWithPath: $0).lastPathComponent }) == ["TimerModel.swift", "Untracked.swift"])
        #expect(try String(contentsOf: dirtyURL, encoding: .utf8) == dirtyText)
        #expect(!(try String(contentsOf: untrackedURL, encoding: .utf8)).contains("@Observable"))

        let allowed = MigrationWriter.write(result, allowDirty: true)
        #expect(allowed.dirtyFiles.isEmpty)
        #expect(allowed.written.count == 2)
        #expect(try String(contentsOf: dirtyURL, encoding: .utf8).contains("@Observable final class TimerModel {"))
        _ = modelURL
    }

    // MARK: Output

    @Test func unifiedDiffHasHeadersHunksAndContext() throws {
        let old = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 6\n", with: "line six\n").replacingOccurrences(of: "line 12\n", with: "line 12")
        let diff = UnifiedDiff.render(old: old, new: new, path: "A.swift")
        #expect(diff == """
            --- a/A.swift
            +++ b/A.swift
            @@ -3,10 +3,10 @@
             line 3
             line 4
             line 5
            -line 6
            +line six
             line 7
             line 8
             line 9
             line 10
             line 11
            -line 12
            +line 12
            \\ No newline at end of file

            """)
        #expect(UnifiedDiff.render(old: old, new: old, path: "A.swift").isEmpty)
        #expect(UnifiedDiff.lineCounts(old: old, new: new) == (added: 2, removed: 2))
        let insertion = UnifiedDiff.render(old: "a\nb\n", new: "a\nx\nb\n", path: "B.swift")
        #expect(insertion.contains("@@ -1,2 +1,3 @@\n a\n+x\n b\n"))
        #expect(UnifiedDiff.render(old: "a\r\nb\r\n", new: "a\r\nc\r\n", path: "C.swift").contains("-b\n+c\n"))
    }

    @Test func summaryAndJSONDescribeTheRun() throws {
        let folder = TemporaryFolder()
        folder.write("CounterModel.swift", Self.model)
        folder.write("CounterView.swift", Self.view)
        folder.write("SearchModel.swift", """
            import Combine

            final class SearchModel: ObservableObject {
                @Published var query = ""
                private var cancellables = Set<AnyCancellable>()

                init() {
                    $query.throttle(for: 1, scheduler: RunLoop.main, latest: true).sink { print($0) }.store(in: &cancellables)
                }
            }

            """)
        let result = try migrate(folder)
        let summary = result.summaryText()
        #expect(summary.contains("migrated: CounterModel\n"))
        #expect(summary.contains("kept: SearchModel\n    Combine-driven: $query drives a pipeline at "))
        #expect(summary.contains("2 files, \(result.changedLineCount) lines changed"))

        let json = try #require(try JSONSerialization.jsonObject(with: result.jsonData()) as? [String: Any])
        #expect(Set(json.keys) == ["version", "tool", "toolVersion", "classes", "manual", "files", "summary"])
        #expect(json["tool"] as? String == "remodel" && json["version"] as? Int == 1)
        let files = try #require(json["files"] as? [[String: Any]])
        #expect(files.count == 2)
        #expect((files.first?["diff"] as? String)?.hasPrefix("--- a/") == true)
        let summaryObject = try #require(json["summary"] as? [String: Any])
        #expect(summaryObject["migrated"] as? Int == 1)
        #expect(summaryObject["kept"] as? Int == 1)
        #expect(summaryObject["linesChanged"] as? Int == result.changedLineCount)
    }

    @Test func onlyRestrictsTheMigration() throws {
        let folder = TemporaryFolder()
        folder.write("CounterModel.swift", Self.model)
        folder.write("CounterView.swift", Self.view)
        folder.write("TimerModel.swift", """
            import Combine

            final class TimerModel: ObservableObject {
                @Published var seconds = 0
            }

            """)
        let result = try migrate(folder, options: MigrationOptions(only: ["TimerModel"]))
        #expect(result.rewrites.map { $0.file.url.lastPathComponent } == ["TimerModel.swift"])
        #expect(result.classes.first { $0.name == "CounterModel" }?.reasons == ["not selected by --only"])
        #expect(result.classes.first { $0.name == "TimerModel" }?.disposition == .migrated)
    }
}
