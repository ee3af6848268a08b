import Foundation
import Testing
@testable import RemodelKit

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

struct SuggestionTests {
    @Test func closestNameWithinATypo() {
        #expect(Suggestions.closest(to: "Dek", among: ["Deck", "SettingsModel"]) == "Deck")
        #expect(Suggestions.closest(to: "lnt", among: ["lint", "plan", "migrate"]) == "lint")
        #expect(Suggestions.closest(to: "Settings", among: ["Deck"]) == nil)
        #expect(Suggestions.editDistance("kitten", "sitting") == 3)
    }
}
