import ArgumentParser
import Foundation
import RemodelKit

@main
struct Remodel: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remodel",
        abstract: "Lint and migrate SwiftUI state management to @MainActor @Observable.",
        version: RemodelVersion.current,
        subcommands: [Lint.self, Rules.self, Explain.self, GenerateDocs.self, ParseFloor.self, Migrate.self, Plan.self, Audit.self, MCPCommand.self],
        defaultSubcommand: Lint.self
    )

    /// Like ArgumentParser's `main()`, but usage errors exit with Remodel's documented code 2
    /// instead of 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error).rawValue == 64 {
                Terminal.error(fullMessage(for: error))
                Foundation.exit(ExitStatus.inputError.rawValue)
            }
            exit(withError: error)
        }
    }
}

/// Options shared by commands that read a codebase.
struct InputOptions: ParsableArguments {
    @Argument(help: "Files or folders to read (default: the current folder).", completion: .file())
    var paths: [String] = []

    @Option(name: .long, help: "Use this configuration file instead of the nearest .remodel.yml.", completion: .file())
    var config: String?

    func loadWorkspace() throws -> Workspace {
        do {
            let workspace = try Workspace.load(paths: paths, configurationFile: config)
            // The process ends soon after; releasing every syntax tree node by node would only
            // delay the exit (about 5% of a large lint run), so the workspace is never freed.
            _ = Unmanaged.passRetained(workspace)
            return workspace
        } catch {
            Terminal.error(error.description)
            throw ExitCode(ExitStatus.inputError.rawValue)
        }
    }
}

enum Terminal {
    static func error(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static var standardOutputIsTerminal: Bool {
        #if canImport(Darwin)
        return isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        #elseif canImport(Glibc)
        return isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        #else
        return false
        #endif
    }

    static func reportInputErrors(_ errors: [InputError]) {
        for error in errors { Terminal.error(error.description) }
    }
}
