import Foundation
import Testing
@testable import RemodelKit

/// `project.pbxproj` read by `OldStylePropertyList` gives what Foundation's parser gives, and what
/// it leaves to Foundation it says so (nil) instead of reading it differently.
struct OldStylePropertyListTests {
    /// Whether two property-list values are equal, Foundation's (bridged) or ours.
    static func same(_ left: Any, _ right: Any) -> Bool {
        if let left = left as? String, let right = right as? String { return left == right }
        if let left = left as? [String: Any], let right = right as? [String: Any] {
            return left.count == right.count && left.allSatisfy { key, value in right[key].map { same(value, $0) } ?? false }
        }
        if let left = left as? [Any], let right = right as? [Any] {
            return left.count == right.count && zip(left, right).allSatisfy { same($0, $1) }
        }
        return false
    }

    static let samples: [String] = [
        BuildSettingsTests.pbxproj(),
        BuildSettingsTests.pbxproj(deployment: "14.0", appIsolation: "nonisolated"),
        // Quoting, escapes, comments in odd places, trailing commas, empty containers, mixed arrays.
        #"""
        // !$*UTF8*$!
        {
            /* a comment */ key = value; // a line comment
            "quoted key" = "with \"quotes\", a \\ backslash,\ta tab,\na newline";
            single = 'single quoted';
            unicode = "caf\U00e9 and café and \U2713";
            octal = "\101\102C";
            other = "\q stands for q";
            path = $SRCROOT/Sources/App-1.0_final:x;
            empty = { };
            none = ( );
            list = ( a, "b c", /* inside */ d, );
            mixed = ( a, { nested = ( 1, 2 ); }, ( deeper ), );
            settings = {
                OTHER_SWIFT_FLAGS = ( "-D", DEBUG, "$(inherited)" );
                "INFOPLIST_KEY_NSHumanReadableCopyright" = "";
            };
        }
        /* trailing */
        """#,
    ]

    @Test(arguments: samples.indices)
    func readsWhatFoundationReads(_ index: Int) throws {
        let data = Data(Self.samples[index].utf8)
        let ours = try #require(OldStylePropertyList.parse([UInt8](data)))
        let foundation = try #require(XcodeProject.foundationParse(data))
        #expect(Self.same(ours, foundation), "sample \(index):\n\(ours)\n---\n\(foundation)")
    }

    /// The arrays of strings the project reader casts with `as? [String]` come back as such.
    @Test func arraysOfStringsAreStrings() throws {
        let plist = try #require(OldStylePropertyList.parse([UInt8](Self.samples[2].utf8)))
        #expect(plist["list"] as? [String] == ["a", "b c", "d"])
        #expect(plist["none"] as? [String] == [])
        #expect(plist["mixed"] as? [String] == nil)
        #expect((plist["mixed"] as? [Any])?.count == 3)
        #expect(plist["unicode"] as? String == "café and café and ✓")
    }

    /// What this reader leaves to Foundation: nil, never a different reading.
    @Test(arguments: [
        "{ data = <0fbd77 1c2735ae>; }",  // data
        "{ name = \"\\351t\\351\"; }",  // octal escapes past ASCII (NeXTSTEP characters)
        "{ half = \"\\UD83D\"; }",  // a lone surrogate
        "{ none = \"\\Uzz\"; }",  // `\U` without a digit
        "( a, b )",  // not a dictionary at the top
        "{ key; }",  // a key without a value (strings-file form)
        "{ key = value; } extra",  // text after the list
        "{ key = value; } /* open",  // a comment left open
        "{ key = \"open; }",  // a string left open
        "{ key = value }",  // no semicolon
        "{ key = (a b); }",  // no comma
        "{ key = $(inherited); }",  // not a bare-string character
        "",
    ])
    func leavesOtherFormsToFoundation(_ text: String) {
        #expect(OldStylePropertyList.parse([UInt8](text.utf8)) == nil)
    }

    @Test func bytesThatAreNotUTF8AreLeftToFoundation() {
        var bytes = [UInt8]("{ name = \"".utf8)
        bytes += [0xE9, 0x74, 0xE9]
        bytes += [UInt8]("\"; }".utf8)
        #expect(OldStylePropertyList.parse(bytes) == nil)
    }

    /// The project reader still takes what only Foundation reads (data in a project).
    @Test func theProjectReaderFallsBackToFoundation() throws {
        let data = Data("{ objects = { }; rootObject = R0; blob = <0fbd77>; }".utf8)
        #expect(OldStylePropertyList.parse([UInt8](data)) == nil)
        let plist = try #require(XcodeProject.parse(data))
        #expect(plist["rootObject"] as? String == "R0")
    }

    /// Every `project.pbxproj` under `REMODEL_PBXPROJ_CORPUS` (fetched apps, not in the
    /// repository) reads the same as with Foundation, or is left to it. Skipped without it.
    @Test func aCorpusOfRealProjectsReadsAsWithFoundation() throws {
        guard let root = ProcessInfo.processInfo.environment["REMODEL_PBXPROJ_CORPUS"] else { return }
        let enumerator = try #require(FileManager.default.enumerator(atPath: root))
        var read = 0
        var left = 0
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".xcodeproj/project.pbxproj") else { continue }
            let data = try Data(contentsOf: URL(fileURLWithPath: root + "/" + relative))
            guard let ours = OldStylePropertyList.parse([UInt8](data)) else { left += 1; continue }
            let foundation = try #require(XcodeProject.foundationParse(data), "\(relative)")
            #expect(Self.same(ours, foundation), "\(relative)")
            read += 1
        }
        print("pbxproj corpus: \(read) read as Foundation reads them, \(left) left to Foundation")
        #expect(read > 0)
    }
}
