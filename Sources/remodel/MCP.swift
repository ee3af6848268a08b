import ArgumentParser
import Foundation
import RemodelKit
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// `remodel mcp`: runs `remodel-mcp`, the MCP server, from the folder this executable is in (`swift
/// build` builds both there), in place of this process: the agent talks to the server on the same
/// standard input and output. The server is an executable of its own so that `remodel`, run on
/// every commit, does not load the MCP SDK's networking libraries at each start.
struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp", abstract: MCPDescription.abstract,
        discussion: MCPDescription.discussion + " Runs `\(serverName)`, installed beside `remodel`."
    )

    static let serverName = "remodel-mcp"

    func run() throws {
        let candidates = Self.serverCandidates()
        for path in candidates where FileManager.default.isExecutableFile(atPath: path) {
            // Only returns when the server could not be started.
            let arguments = [path]
            var pointers = arguments.map { strdup($0) } + [nil]
            execv(path, &pointers)
            let reason = String(cString: strerror(errno))
            for pointer in pointers { free(pointer) }
            Terminal.error("error: cannot start \(path): \(reason)")
            throw ExitCode(ExitStatus.inputError.rawValue)
        }
        Terminal.error(
            "error: the MCP server is the `\(Self.serverName)` executable, built beside `remodel` by `swift build` "
                + "(or `swift build --product \(Self.serverName)`); not found at \(candidates.joined(separator: " or "))")
        throw ExitCode(ExitStatus.inputError.rawValue)
    }

    /// `remodel-mcp` beside this executable as it was started, then beside the file a symbolic
    /// link to it leads to.
    static func serverCandidates() -> [String] {
        let started = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let folders = [started.deletingLastPathComponent(), started.resolvingSymlinksInPath().deletingLastPathComponent()]
        var seen = Set<String>()
        return folders.map { $0.appendingPathComponent(serverName).path }.filter { seen.insert($0).inserted }
    }
}
