import Foundation
import Testing
@testable import RemodelKit
@testable import RemodelRules

/// Bad input gets a clear message naming the file, and never a crash.
struct InputTests {
    @Test func discoveryRulesAndBadInput() throws {
        let folder = TemporaryFolder()
        folder.write("App/Model.swift", "import SwiftUI\nclass Model: ObservableObject {}\n")
        folder.write("App/With Spaces/Screen Model.swift", "class ScreenModel: ObservableObject {}\n")
        folder.write(".build/Checkout.swift", "class Skipped: ObservableObject {}\n")
        folder.write("Pods/Pod.swift", "class Skipped: ObservableObject {}\n")
        folder.write("App/Templates/Scene.xctemplate/Default/___FILEBASENAME___Model.swift", "final class ___VARIABLE_name___Model: ObservableObject {}\n")
        folder.write("App/Generated/Gen.swift", "class Generated: ObservableObject {}\n")
        folder.write("App/Folder.swift/Inner.swift", "class Inner: ObservableObject {}\n")
        folder.write("App/Broken.swift", "class Broken: ObservableObject {\n  func f( {\n")
        folder.write(".remodel.yml", "excluded:\n  - App/Generated\n")
        let latin1 = folder.url.appendingPathComponent("App/Latin1.swift")
        try Data([0x2F, 0x2F, 0x20, 0xE9, 0x0A]).write(to: latin1)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("App/Loop.swift").path, withDestinationPath: "Loop.swift")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("App/Self").path, withDestinationPath: ".")

        let workspace = try Workspace.load(paths: ["App"], workingDirectory: folder.url)
        let paths = workspace.files.map(\.path)
        #expect(paths == ["App/Broken.swift", "App/Folder.swift/Inner.swift", "App/Model.swift", "App/With Spaces/Screen Model.swift"])
        #expect(workspace.inputErrors.contains(InputError(path: "App/Latin1.swift", message: "file is not valid UTF-8 text")))
        #expect(workspace.inputErrors.contains(InputError(path: "App/Loop.swift", message: "broken symbolic link or link loop")))

        let result = Linter(optedIn: everyRuleID).lint(workspace)
        let syntax = result.diagnostics.filter { $0.ruleID == syntaxErrorRuleID }
        #expect(syntax.count == 1 && syntax.first?.path == "App/Broken.swift")
        #expect(result.diagnostics.contains { $0.path == "App/With Spaces/Screen Model.swift" && $0.ruleID == "prefer-observable" })
    }

    /// A tree wide enough to be walked on every core (more than 64 folders): every file once,
    /// sorted, and errors and build files in the order a depth-first walk meets them, as when the
    /// walk was on one thread.
    @Test func aWideTreeIsWalkedInDepthFirstOrder() throws {
        let folder = TemporaryFolder()
        var expected: [String] = []
        for a in 0..<5 {
            for b in 0..<5 {
                for c in 0..<5 {
                    let path = "Tree/A\(a)/B\(b)/C\(c)/Model\(a)\(b)\(c).swift"
                    _ = folder.write(path, "final class Model\(a)\(b)\(c) {}\n")
                    expected.append(folder.url.standardizedFileURL.path + "/" + path)
                }
            }
        }
        _ = folder.write("Tree/Package.swift", "// swift-tools-version: 6.0\n")
        _ = folder.write("Tree/A3/Package.swift", "// swift-tools-version: 6.0\n")
        _ = folder.write("Tree/A1/B2/C4/Package.swift", "// swift-tools-version: 6.0\n")
        expected += ["Tree/A1/B2/C4/Package.swift", "Tree/A3/Package.swift", "Tree/Package.swift"].map { folder.url.standardizedFileURL.path + "/" + $0 }
        for broken in ["Tree/A0/Broken.swift", "Tree/A2/B4/C1/Broken.swift", "Tree/A4/B0/Broken.swift"] {
            try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent(broken).path, withDestinationPath: "Missing.swift")
        }
        let configuration = Configuration(rootDirectory: folder.url)
        let found = FileDiscovery.discover(paths: ["Tree"], workingDirectory: folder.url) { _ in configuration }
        #expect(found.files.map(\.url.path) == expected.sorted { FileDiscovery.display(path: $0, base: folder.url.standardizedFileURL.path) < FileDiscovery.display(path: $1, base: folder.url.standardizedFileURL.path) })
        #expect(found.errors.map(\.path) == ["Tree/A0/Broken.swift", "Tree/A2/B4/C1/Broken.swift", "Tree/A4/B0/Broken.swift"])
        #expect(found.buildFiles.map { FileDiscovery.display(path: $0.path, base: folder.url.standardizedFileURL.path) }
            == ["Tree/A1/B2/C4/Package.swift", "Tree/A3/Package.swift", "Tree/Package.swift"])
    }

    /// Below the folders the walk shares among cores, each folder is opened by name in its parent
    /// (`DirectoryReader.Folder`): deep folders, names with spaces and other scripts, a folder named
    /// like a Swift file, a link to a folder (not followed), skipped and excluded folders — the
    /// files found are the ones a plain recursive listing finds.
    @Test func aDeepTreeIsWalkedFolderByFolder() throws {
        let folder = TemporaryFolder()
        let base = folder.url.standardizedFileURL.path
        var expected: [String] = []
        for top in 0..<3 {
            var path = "Deep/Top \(top)"
            for depth in 0..<7 {
                path += depth == 3 ? "/Ünïcode \(depth)" : "/Level\(depth)"
                let file = path + "/Model\(top)\(depth).swift"
                _ = folder.write(file, "final class Model\(top)\(depth) {}\n")
                expected.append(file)
            }
            _ = folder.write(path + "/Folder.swift/Inner\(top).swift", "struct Inner\(top) {}\n")
            expected.append(path + "/Folder.swift/Inner\(top).swift")
            _ = folder.write(path + "/.build/Skipped.swift", "struct Skipped {}\n")
            _ = folder.write(path + "/Generated/Excluded.swift", "struct Excluded {}\n")
            try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent(path + "/Linked").path, withDestinationPath: "..")
        }
        var configuration = Configuration(rootDirectory: folder.url)
        configuration.excluded = [Glob("Deep/**/Generated")]
        let found = FileDiscovery.discover(paths: ["Deep"], workingDirectory: folder.url) { _ in configuration }
        #expect(found.errors.isEmpty)
        #expect(found.files.map(\.displayPath) == expected.sorted())
        #expect(found.files.map(\.path) == expected.sorted().map { base + "/" + $0 })
        #expect(found.files.allSatisfy { $0.identity == nil }, "asked for only by a run with a stat memo")
        // With identities, each file's is what `stat` of its whole path says (those listed before
        // the walk opens folders by descriptor are asked by path later, and have none here).
        let identified = FileDiscovery.discover(paths: ["Deep"], workingDirectory: folder.url, identities: true) { _ in configuration }
        #expect(identified.files.map(\.path) == found.files.map(\.path))
        #expect(identified.files.contains { $0.identity != nil })
        for file in identified.files { if let identity = file.identity { #expect(identity == FileIdentity.of(file.path), "\(file.displayPath)") } }
    }

    /// Whitespace between an attribute and its arguments (`@Environment (\.isEnabled)`) is an error
    /// in the Swift 6 grammar but compiles with a warning in Swift 5 mode: such a file is read in the
    /// Swift 5 grammar and linted, not reported as unparseable (held-out: Tower, 3 false positives).
    @Test func swift5OnlySyntaxIsLinted() {
        let source = "import SwiftUI\nfinal class M: ObservableObject { @Published var x = 0 }\nstruct S: View {\n    @Environment (\\.isEnabled) var isEnabled\n    @StateObject var model = M()\n    var body: some View { Text(\"\") }\n}\n"
        let result = lint(["A.swift": source])
        #expect(!result.diagnostics.contains { $0.ruleID == syntaxErrorRuleID })
        #expect(result.diagnostics.contains { $0.ruleID == "prefer-observable" })
    }

    /// A token no grammar accepts is located, not reported at 1:1.
    @Test func syntaxErrorPointsAtTheRejectedToken() {
        let result = lint(["A.swift": "import SwiftUI\nstruct S: View {\n    @Environment (\\.isEnabled) var isEnabled\n    var body: some View { Text(\"\") }\n    func f() { let x = }\n}\n"])
        let found = result.diagnostics.filter { $0.ruleID == "syntax-error" }.map { "\($0.line):\($0.column)" }
        #expect(found == ["5:24"])
    }

    @Test func explicitFilesAreAlwaysLinted() throws {
        let folder = TemporaryFolder()
        folder.write("Generated/Gen.swift", "class Generated: ObservableObject {}\n")
        folder.write(".remodel.yml", "excluded: [Generated]\n")
        let workspace = try Workspace.load(paths: ["Generated/Gen.swift"], workingDirectory: folder.url)
        #expect(workspace.files.map(\.path) == ["Generated/Gen.swift"])
    }

    @Test func missingPathAndBadConfig() throws {
        let folder = TemporaryFolder()
        let workspace = try Workspace.load(paths: ["Nope"], workingDirectory: folder.url)
        #expect(workspace.inputErrors == [InputError(path: "Nope", message: "no such file or directory")])
        folder.write("Sub/.remodel.yml", "disabled_rules:\n  - prefer-observable\n  - bogus\n")
        folder.write("Sub/A.swift", "")
        folder.write("Sub/B.swift", "final class B: ObservableObject { @Published var x = 0 }\n")
        folder.write("Sub/.remodel.yml", "disabled_rules:\n  - prefer-observable\n  - bogus\nminimum_ios: 16.5\nseverity:\n  prefer-observable: warning\n")
        // Every error of the configuration is reported (file:line) and the rest is still loaded,
        // with the keys that are valid in force.
        let partial = try Workspace.load(paths: ["Sub"], workingDirectory: folder.url)
        #expect(partial.files.count == 2)
        #expect(partial.inputErrors.map(\.line) == [3, 4])
        #expect(partial.inputErrors.allSatisfy { $0.path.hasSuffix("Sub/.remodel.yml") })
        #expect(partial.inputErrors[0].description.hasSuffix(".remodel.yml:3: error: unknown rule 'bogus' in 'disabled_rules' (run `remodel rules` for the list)"))
        #expect(partial.configuration(for: partial.files[0]).severities["prefer-observable"] == .warning)
        #expect(throws: ConfigurationError.self) { try Workspace.load(paths: ["Sub"], configurationFile: "missing.yml", workingDirectory: folder.url) }
    }

    @Test func byteOrderMarkAndCRLFAreRemembered() throws {
        let folder = TemporaryFolder()
        let url = folder.url.appendingPathComponent("A.swift")
        try Data([0xEF, 0xBB, 0xBF] + Array("class A: ObservableObject {}\r\n".utf8)).write(to: url)
        let workspace = try Workspace.load(paths: ["."], workingDirectory: folder.url)
        let file = try #require(workspace.files.first)
        #expect(file.format == TextFormat(hasByteOrderMark: true, lineEnding: .crlf))
        #expect(!file.text.hasPrefix("\u{FEFF}"))
        // Columns are not shifted by the BOM.
        let first = try #require(Linter(optedIn: everyRuleID).lint(workspace).diagnostics.first)
        #expect(first.line == 1 && first.column == 7)
    }
}

struct SafeWriterTests {
    @Test func writesAtomicallyKeepingFormatAndRefusesBadOutput() throws {
        let folder = TemporaryFolder()
        let url = folder.url.appendingPathComponent("A.swift")
        try Data([0xEF, 0xBB, 0xBF] + Array("let a = 1\r\nlet b = 2\r\n".utf8)).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: url.path)
        let file = try #require(try Workspace.load(paths: ["."], workingDirectory: folder.url).files.first)

        let edited = EditApplier.apply([TextEdit(range: 0..<9, replacement: "// one\nlet a = 10")], to: file.text, lineEnding: .crlf).text
        #expect(edited == "// one\r\nlet a = 10\r\nlet b = 2\r\n")
        #expect(throws: WriteRefusal.self) { try SafeWriter.write("let = = 1\r\n", over: file) }
        try SafeWriter.write(edited, over: file)
        #expect(try Data(contentsOf: url) == Data([0xEF, 0xBB, 0xBF] + Array(edited.utf8)))
        let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber
        #expect(permissions?.intValue == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["A.swift"])
        // The file changed since `file` was read: refuse.
        #expect(throws: WriteRefusal.changedOnDisk(path: "A.swift")) { try SafeWriter.write("let c = 3\r\n", over: file) }
    }

    @Test func overlappingEditsKeepTheFirst() {
        let result = EditApplier.apply([TextEdit(range: 0..<5, replacement: "X"), TextEdit(range: 3..<7, replacement: "Y"), TextEdit(range: 8..<8, replacement: "Z")], to: "0123456789")
        #expect(result.text == "X567Z89")
        #expect(result.applied.count == 2)
    }
}
