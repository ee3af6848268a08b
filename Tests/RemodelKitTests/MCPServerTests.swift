import Foundation
import Testing
@testable import RemodelKit
@testable import RemodelRules

/// Talks to `remodel mcp` the way an MCP client does: one JSON-RPC 2.0 message per line on the
/// server's standard input, replies read from its standard output.
final class MCPTestClient {
    let process = Process()
    private let input = Pipe(), output = Pipe()
    private var buffer = Data()
    private var nextID = 1
    private let watchdog: DispatchWorkItem

    /// `executable mcp` (`remodel mcp`, which runs `remodel-mcp` in its place).
    init(in directory: URL, executable: URL = repositoryRoot.appendingPathComponent(".build/debug/remodel")) throws {
        process.executableURL = executable
        process.arguments = ["mcp"]
        process.currentDirectoryURL = directory
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A server that stops answering must fail the test, not hang it.
        let pid = process.processIdentifier
        watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
    }

    deinit { close() }

    func close() {
        watchdog.cancel()
        if process.isRunning {
            try? input.fileHandleForWriting.close()
            process.terminate()
            process.waitUntilExit()
        }
    }

    func sendLine(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    func send(_ message: [String: Any]) throws {
        var message = message
        message["jsonrpc"] = "2.0"
        sendLine(String(decoding: try JSONSerialization.data(withJSONObject: message), as: UTF8.self))
    }

    /// The next message the server writes.
    func receive() throws -> [String: Any] {
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = buffer[buffer.startIndex..<newline]
                buffer = Data(buffer[(newline + 1)...])
                return try #require(try JSONSerialization.jsonObject(with: line) as? [String: Any], "not a JSON object: \(String(decoding: line, as: UTF8.self))")
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { throw MCPTestFailure(message: "the server closed its output (exit status \(process.isRunning ? -1 : process.terminationStatus))") }
            buffer.append(chunk)
        }
    }

    /// Sends a request and returns the reply with the same id (skipping anything else).
    func request(_ method: String, _ params: [String: Any]? = nil) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method]
        if let params { message["params"] = params }
        try send(message)
        while true {
            let reply = try receive()
            if reply["id"] as? Int == id { return reply }
        }
    }

    func initialize() throws -> [String: Any] {
        let reply = try request("initialize", [
            "protocolVersion": "2025-06-18", "capabilities": [String: Any](),
            "clientInfo": ["name": "remodel-tests", "version": "1.0"],
        ])
        try send(["method": "notifications/initialized"])
        return reply
    }

    /// `tools/call`; returns the text items and `isError`.
    func callTool(_ name: String, _ arguments: [String: Any] = [:]) throws -> (texts: [String], isError: Bool) {
        let reply = try request("tools/call", ["name": name, "arguments": arguments])
        let result = try #require(reply["result"] as? [String: Any], "no result: \(reply)")
        let content = try #require(result["content"] as? [[String: Any]])
        return (content.compactMap { $0["text"] as? String }, result["isError"] as? Bool ?? false)
    }
}

struct MCPTestFailure: Error, CustomStringConvertible { let message: String; var description: String { message } }

private let counterSource = """
    import SwiftUI

    final class CounterModel: ObservableObject {
        @Published var count = 0
        func increment() { count += 1 }
    }

    struct CounterView: View {
        @StateObject private var model = CounterModel()
        var body: some View {
            Button("\\(model.count)") { model.increment() }
        }
    }

    """

@discardableResult
private func git(_ arguments: [String], in directory: URL) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-c", "user.email=tests@remodel", "-c", "user.name=Remodel Tests", "-c", "commit.gpgsign=false"] + arguments
    process.currentDirectoryURL = directory
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}

@Suite(.enabled(if: remodelBinaryExists, "needs .build/debug/remodel (built by swift build / swift test)"))
struct MCPServerTests {
    @Test func handshakeAndToolList() throws {
        let folder = TemporaryFolder()
        let client = try MCPTestClient(in: folder.url)
        defer { client.close() }
        let reply = try client.initialize()
        let result = try #require(reply["result"] as? [String: Any], "\(reply)")
        #expect((result["serverInfo"] as? [String: Any])?["name"] as? String == "remodel")
        #expect((result["serverInfo"] as? [String: Any])?["version"] as? String == RemodelVersion.current)
        #expect((result["capabilities"] as? [String: Any])?["tools"] != nil)
        #expect(result["protocolVersion"] as? String != nil)

        let list = try #require(try client.request("tools/list")["result"] as? [String: Any])
        let tools = try #require(list["tools"] as? [[String: Any]])
        #expect(Set(tools.compactMap { $0["name"] as? String }) == ["lint", "explain", "plan", "migrate_preview", "migrate_apply"])
        for tool in tools {
            #expect((tool["inputSchema"] as? [String: Any])?["type"] as? String == "object", "\(tool["name"] ?? "")")
            #expect((tool["description"] as? String)?.isEmpty == false)
        }
    }

    /// `remodel mcp` runs `remodel-mcp` from beside the executable it was started as, or beside
    /// the file a symbolic link to it leads to; with neither, it says where it looked (exit 2).
    /// `remodel` itself does not load the MCP SDK's networking libraries.
    @Test func remodelMCPRunsTheServerBesideIt() throws {
        let folder = TemporaryFolder()
        let built = repositoryRoot.appendingPathComponent(".build/debug/remodel")
        let link = folder.url.appendingPathComponent("bin/remodel")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: built)
        let client = try MCPTestClient(in: folder.url, executable: link)
        defer { client.close() }
        let result = try #require(try client.initialize()["result"] as? [String: Any])
        #expect((result["serverInfo"] as? [String: Any])?["name"] as? String == "remodel")

        let alone = folder.url.appendingPathComponent("alone/remodel")
        try FileManager.default.createDirectory(at: alone.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: built, to: alone)
        let run = try runProcess(alone, ["mcp"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("`remodel-mcp`") && run.stderr.contains(alone.deletingLastPathComponent().appendingPathComponent("remodel-mcp").path), "\(run.stderr)")
        #expect(run.stdout.isEmpty)

        #if os(Linux)
        // The libraries the executable needs, as the dynamic loader lists them.
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/ldd") {
            let libraries = try runProcess(URL(fileURLWithPath: "/usr/bin/ldd"), [built.path], in: folder.url).stdout
            #expect(libraries.contains("libFoundation"))
            #expect(!libraries.contains("FoundationNetworking") && !libraries.contains("libcurl"), "\(libraries)")
        }
        #endif
    }

    @Test func lintExplainAndPlan() throws {
        let folder = TemporaryFolder()
        folder.write("App/Model.swift", counterSource)
        let client = try MCPTestClient(in: folder.url)
        defer { client.close() }
        _ = try client.initialize()

        let lint = try client.callTool("lint", ["paths": ["App"], "rules": ["prefer-observable"]])
        #expect(!lint.isError)
        let lintText = try #require(lint.texts.first)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(lintText.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["rule"] as? String == "prefer-observable")
        #expect(diagnostics.first?["file"] as? String == "App/Model.swift")
        #expect(diagnostics.first?["line"] as? Int == 3)

        let unknownRule = try client.callTool("lint", ["rules": ["no-such-rule"]])
        #expect(unknownRule.isError)
        #expect(unknownRule.texts.first?.contains("no-such-rule") == true)

        let explain = try client.callTool("explain", ["rule": "prefer-observable"])
        #expect(!explain.isError)
        #expect(explain.texts.first?.hasPrefix("---\ntitle: Use @Observable Classes for All ViewModels\n") == true)
        #expect(try client.callTool("explain", ["rule": "nope"]).isError)

        let plan = try client.callTool("plan", ["paths": ["App"]])
        #expect(!plan.isError)
        let planText = try #require(plan.texts.first)
        let planJSON = try #require(try JSONSerialization.jsonObject(with: Data(planText.utf8)) as? [String: Any])
        #expect(planJSON["stages"] != nil)
        #expect("\(planJSON)".contains("CounterModel"))
    }

    @Test func migratePreviewNeverWritesAndApplyGoesThroughTheSafeWritePath() throws {
        guard GitWorkTree.isAvailable else { return }
        let folder = TemporaryFolder()
        let file = folder.write("App/Model.swift", counterSource)
        #expect(try git(["init", "-q"], in: folder.url) == 0)
        #expect(try git(["add", "."], in: folder.url) == 0)
        #expect(try git(["commit", "-q", "-m", "initial"], in: folder.url) == 0)
        let client = try MCPTestClient(in: folder.url)
        defer { client.close() }
        _ = try client.initialize()

        let preview = try client.callTool("migrate_preview", ["paths": ["App"]])
        #expect(!preview.isError)
        #expect(preview.texts.first?.contains("+@Observable final class CounterModel {") == true, "\(preview.texts)")
        #expect(preview.texts.first?.contains("+    @State private var model = CounterModel()") == true)
        #expect(preview.texts.contains { $0.contains("migrated: CounterModel") })
        #expect(try String(contentsOf: file, encoding: .utf8) == counterSource)

        // An uncommitted change: refused unless allowDirty.
        let dirty = counterSource + "// local edit\n"
        try Data(dirty.utf8).write(to: file)
        let refused = try client.callTool("migrate_apply", ["paths": ["App"]])
        #expect(refused.isError)
        #expect(refused.texts.first?.contains("uncommitted") == true)
        #expect(refused.texts.first?.contains("App/Model.swift") == true)
        #expect(try String(contentsOf: file, encoding: .utf8) == dirty)

        let applied = try client.callTool("migrate_apply", ["paths": ["App"], "allowDirty": true])
        #expect(!applied.isError, "\(applied.texts)")
        #expect(applied.texts.contains { $0.contains("Wrote 1 file") })
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written.contains("@Observable final class CounterModel {"))
        #expect(written.hasSuffix("// local edit\n"))

        // Idempotent: nothing left to migrate.
        #expect(try client.callTool("migrate_preview", ["paths": ["App"]]).texts.first == "No changes.\n")
    }

    @Test func malformedRequestsGetJSONRPCErrorsAndTheServerKeepsRunning() throws {
        let folder = TemporaryFolder()
        let client = try MCPTestClient(in: folder.url)
        defer { client.close() }
        _ = try client.initialize()

        client.sendLine("{ this is not json")
        let parseError = try client.receive()
        #expect((parseError["error"] as? [String: Any])?["code"] as? Int == -32700, "\(parseError)")

        let unknownMethod = try client.request("no/such/method")
        #expect((unknownMethod["error"] as? [String: Any])?["code"] as? Int == -32601, "\(unknownMethod)")

        let unknownTool = try client.request("tools/call", ["name": "nope", "arguments": [String: Any]()])
        #expect((unknownTool["error"] as? [String: Any])?["code"] as? Int == -32602, "\(unknownTool)")

        let badArgument = try client.request("tools/call", ["name": "lint", "arguments": ["paths": 42]])
        #expect((badArgument["error"] as? [String: Any])?["code"] as? Int == -32602, "\(badArgument)")

        // Still serving.
        let explain = try client.callTool("explain", ["rule": "unmanaged-task"])
        #expect(explain.texts.first?.contains("unmanaged-task") == true || explain.texts.first?.contains("Tasks") == true)
        #expect(client.process.isRunning)
    }
}
