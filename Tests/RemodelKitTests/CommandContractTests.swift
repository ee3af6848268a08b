import Foundation
import Testing
@testable import RemodelKit
@testable import RemodelRules

/// The command line keeps its word: typos are named with a suggestion, not taken for paths.
@Suite(.enabled(if: remodelBinaryExists, "needs .build/debug/remodel (built by swift build / swift test)"))
struct CommandContractTests {
    @Test func mistypedSubcommandIsSuggestedNotLinted() throws {
        let folder = TemporaryFolder()
        let result = try runRemodel(["migrat", "."], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown command 'migrat'; did you mean 'remodel migrate'?"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        // A folder that really has that name is still a path.
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("migrat"), withIntermediateDirectories: true)
        #expect(try runRemodel(["migrat"], in: folder.url).status == 0)
    }
}

@Suite(.enabled(if: remodelBinaryExists, "needs .build/debug/remodel (built by swift build / swift test)"))
struct LintSelectionAndOutputTests {
    static let source = """
        import SwiftUI

        final class ImageCache {
            private var images: [URL: Data] = [:]
            func image(for url: URL) async throws -> Data { images[url] ?? Data() }
        }

        @MainActor
        final class GalleryViewModel: ObservableObject {
            private let cache = ImageCache()
            @Published private(set) var thumbnails: [Data] = []
            func load(_ url: URL) async { if let data = try? await cache.image(for: url) { thumbnails.append(data) } }
        }

        """

    @Test func ruleSelectionQuietAndOutputFile() throws {
        let folder = TemporaryFolder()
        folder.write("A.swift", Self.source)
        folder.write(".remodel.yml", "opt_in_rules: [shared-mutable-service-class]\n")
        let only = try runRemodel(["lint", "--only-rule", "prefer-observable", "."], in: folder.url)
        #expect(only.stdout.contains("[prefer-observable]") && !only.stdout.contains("[shared-mutable-service-class]"), "\(only.stdout)")
        let disabled = try runRemodel(["lint", "--disable-rule", "prefer-observable,observable-view-model-main-actor", "."], in: folder.url)
        #expect(!disabled.stdout.contains("[prefer-observable]"), "\(disabled.stdout)")
        #expect(disabled.stdout.contains("[shared-mutable-service-class]"), "\(disabled.stdout)")

        let typo = try runRemodel(["lint", "--only-rule", "prefer-observabl", "."], in: folder.url)
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("unknown rule 'prefer-observabl' (did you mean 'prefer-observable'?)"), "\(typo.stderr)")

        let quiet = try runRemodel(["lint", "--quiet", "--only-rule", "prefer-observable", "."], in: folder.url)
        #expect(quiet.status == 1)
        #expect(!quiet.stdout.contains("Linted"), "\(quiet.stdout)")
        #expect(quiet.stdout.split(separator: "\n").count == 1)

        let written = try runRemodel(["lint", "--reporter", "json", "--output", "report.json", "."], in: folder.url)
        #expect(written.stdout.isEmpty)
        let report = try String(contentsOf: folder.url.appendingPathComponent("report.json"), encoding: .utf8)
        #expect(report.contains("\"tool\" : \"remodel\"") || report.contains("\"tool\":\"remodel\""), "\(report.prefix(200))")
    }
}

@Suite(.enabled(if: remodelBinaryExists && GitWorkTree.isAvailable, "needs .build/debug/remodel and git"))
struct WriteContractTests {
    @Test func unknownOnlyClassIsAnErrorWithASuggestion() throws {
        let folder = TemporaryFolder()
        folder.write("Deck.swift", "import Combine\n\nfinal class Deck: ObservableObject {\n    @Published var title = \"\"\n}\n")
        let result = try runRemodel(["migrate", "--only", "Dek", "."], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: --only: no ObservableObject class named 'Dek' (did you mean 'Deck'?)"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try runRemodel(["migrate", "--only", "Deck", "."], in: folder.url).status == 0)
    }

    /// Option B is the default; `--keep-combine` is option A; asking for both is a usage error.
    @Test func keepCombineKeepsASubscribedClassAndContradictsRewriteCombine() throws {
        let folder = TemporaryFolder()
        folder.write("Search.swift", """
            import Combine
            import Foundation

            final class Search: ObservableObject {
                @Published var query = ""
                @Published private(set) var results: [String] = []
                private var cancellables = Set<AnyCancellable>()

                init() {
                    $query.debounce(for: 0.3, scheduler: RunLoop.main).sink { [weak self] q in self?.results = [q] }.store(in: &cancellables)
                }
            }

            """)
        let rewritten = try runRemodel(["migrate", "."], in: folder.url)
        #expect((rewritten.stdout + rewritten.stderr).contains("1 class migrated, 0 kept"), "\(rewritten.stdout)")
        let kept = try runRemodel(["migrate", "--keep-combine", "."], in: folder.url)
        #expect((kept.stdout + kept.stderr).contains("kept: Search"), "\(kept.stdout)")
        let both = try runRemodel(["migrate", "--keep-combine", "--rewrite-combine", "."], in: folder.url)
        #expect(both.status == 2)
        #expect(both.stderr.contains("--rewrite-combine and --keep-combine contradict each other"), "\(both.stderr)")
    }

    /// Issue 11, item 5: an injection Remodel cannot resolve leaves its class *manual*; `--write`
    /// writes the rest and exits 1, so a script never takes the run for a finished migration.
    @Test func migrateExitsOneWhenSomethingIsLeftForAPerson() throws {
        let folder = TemporaryFolder()
        folder.write("Theme.swift", "import Combine\n\nfinal class Theme: ObservableObject {\n    @Published var isDark = false\n}\n\nfunc registered<T>(_ value: T) -> T { value }\n")
        folder.write("Root.swift", """
            import SwiftUI

            struct Root: View {
                let theme: Theme
                var body: some View { Child().environmentObject(registered(theme)) }
            }

            struct Child: View {
                @EnvironmentObject var theme: Theme
                var body: some View { Text(theme.isDark ? "Dark" : "Light") }
            }

            """)
        let dry = try runRemodel(["migrate", "."], in: folder.url)
        #expect(dry.status == 1, "\(dry.stdout)\(dry.stderr)")
        #expect(dry.stdout.contains("Root.swift:5"), "\(dry.stdout)")
        let written = try runRemodel(["migrate", "--write", "--allow-dirty", "."], in: folder.url)
        #expect(written.status == 1, "\(written.stdout)\(written.stderr)")
        let theme = try String(contentsOf: folder.url.appendingPathComponent("Theme.swift"), encoding: .utf8)
        #expect(theme.contains("@Observable final class Theme"))
    }

    @Test func lintFixRefusesUncommittedFilesUnlessAllowed() throws {
        let folder = TemporaryFolder()
        let view = ReliabilityCLITests.onChangeView.replacingOccurrences(of: "NAME", with: "A")
        let url = folder.write("A.swift", view)
        let git = { (arguments: [String]) -> String? in
            GitWorkTree.git(["-C", folder.url.path, "-c", "user.name=Remodel Tests", "-c", "user.email=tests@example.com",
                             "-c", "commit.gpgsign=false"] + arguments)
        }
        _ = git(["init", "-q"])
        _ = git(["add", "."])
        _ = git(["commit", "-q", "-m", "initial"])
        try Data((view + "// an edit not committed yet\n").utf8).write(to: url)
        let refused = try runRemodel(["lint", "--fix", "."], in: folder.url)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("refusing to fix files with uncommitted changes"), "\(refused.stderr)")
        #expect(try String(contentsOf: url, encoding: .utf8).contains("{ value in"))
        let allowed = try runRemodel(["lint", "--fix", "--allow-dirty", "."], in: folder.url)
        #expect(allowed.stderr.contains("Fixed 1 violation in 1 file"), "\(allowed.stderr)")
        #expect(try String(contentsOf: url, encoding: .utf8).contains("{ _, value in"))
    }
}

struct SuggestionTests {
    @Test func closestNameWithinATypo() {
        #expect(Suggestions.closest(to: "Dek", among: ["Deck", "SettingsModel"]) == "Deck")
        #expect(Suggestions.closest(to: "lnt", among: ["lint", "plan", "migrate"]) == "lint")
        #expect(Suggestions.closest(to: "Settings", among: ["Deck"]) == nil)
        #expect(Suggestions.editDistance("kitten", "sitting") == 3)
    }
}

@Suite(.enabled(if: remodelBinaryExists, "needs .build/debug/remodel (built by swift build / swift test)"))
struct GitHubStepSummaryTests {
    @Test func githubReporterAppendsTheJobSummary() throws {
        let folder = TemporaryFolder()
        folder.write("A.swift", LintSelectionAndOutputTests.source)
        let summary = folder.url.appendingPathComponent("summary.md")
        try Data("earlier step\n".utf8).write(to: summary)
        let run = try runProcess(repositoryRoot.appendingPathComponent(".build/debug/remodel"), ["lint", "--reporter", "github", "A.swift"],
                                 environment: ["GITHUB_STEP_SUMMARY": summary.path], in: folder.url)
        #expect(run.stdout.contains("::error file=A.swift"))
        let text = try String(contentsOf: summary, encoding: .utf8)
        #expect(text.hasPrefix("earlier step\n## Remodel\n"), "\(text)")
        #expect(text.contains("| `prefer-observable` | error | 1 |"))
    }
}
