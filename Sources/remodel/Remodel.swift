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
        Allocator.tuneForBatchWork()
        if let typo = mistypedSubcommand(Array(CommandLine.arguments.dropFirst())) {
            Terminal.error("error: unknown command '\(typo.typed)'; did you mean 'remodel \(typo.suggestion)'? (a path named '\(typo.typed)' does not exist either)")
            Foundation.exit(ExitStatus.inputError.rawValue)
        }
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

extension Remodel {
    /// `remodel migrat` would lint a path named `migrat`: when the first argument is no
    /// subcommand, no option and no existing path, but close to a subcommand, that is the typo.
    static func mistypedSubcommand(_ arguments: [String]) -> (typed: String, suggestion: String)? {
        guard let first = arguments.first, !first.hasPrefix("-"), !FileManager.default.fileExists(atPath: first) else { return nil }
        let names = configuration.subcommands.map { $0._commandName }
        guard !names.contains(first), let suggestion = Suggestions.closest(to: first, among: names) else { return nil }
        return (first, suggestion)
    }
}

/// `--tree-memory`: how many MB of syntax trees a run keeps (lint and migrate).
struct TreeMemoryOption: ParsableArguments {
    @Option(name: .customLong("tree-memory"),
            help: ArgumentHelp(
                "Keep at most about this many MB of syntax trees in memory; past it, trees are released and parsed again when asked for (0: keep every tree; default: \(TreeResidency.defaultMegabytes) for lint, \(TreeResidency.migrationDefaultMegabytes) for migrate).",
                valueName: "MB"))
    var megabytes: Int?

    /// Bounds the trees of a run; nil keeps them all. `defaultMegabytes`: the command's budget
    /// when the option is not given.
    func residency(defaultMegabytes: Int) -> TreeResidency? {
        let megabytes = megabytes ?? defaultMegabytes
        return megabytes > 0 ? TreeResidency(megabytes: megabytes) : nil
    }

    func validate() throws {
        if let megabytes, megabytes < 0 { throw ValidationError("--tree-memory takes a number of megabytes, 0 or more") }
    }
}

/// Options shared by commands that read a codebase.
struct InputOptions: ParsableArguments {
    @Argument(help: "Files or folders to read (default: the current folder).", completion: .file())
    var paths: [String] = []

    @Option(name: .long, help: "Use this configuration file instead of the nearest .remodel.yml.", completion: .file())
    var config: String?

    /// Where rewrites may go: symbolic links are written through only to files inside the folders
    /// named on the command line (or the working directory).
    func writeOptions(allowReadOnly: Bool) -> WriteOptions {
        WriteOptions.forRun(paths: paths, allowReadOnly: allowReadOnly)
    }

    /// Discovers, reads and parses the files. Nothing is hashed: only the lint cache keys on
    /// content hashes (`readInput`), and reading every file once more for them costs a run that
    /// uses no cache about 3 % of its time.
    func loadWorkspace(progress: ProgressReporter? = nil, lintOnly: (@Sendable (URL) -> Bool)? = nil, residency: TreeResidency? = nil) throws -> Workspace {
        let workspace: Workspace
        do {
            workspace = try Workspace.load(
                paths: paths, configurationFile: config, fileTimeBudget: Self.fileTimeBudget, progress: progress, lintOnly: lintOnly, residency: residency)
        } catch {
            Terminal.error(error.description)
            throw ExitCode(ExitStatus.inputError.rawValue)
        }
        _ = Unmanaged.passRetained(workspace)
        return workspace
    }

    /// Discovers and reads the files (not parsed yet).
    /// `projects`: the Xcode projects as an earlier run read them (see `LintCache.loadProjects`);
    /// `stats`: the files' hashes by identity from an earlier run (see `LintCache.loadStats`).
    func readInput(projects: XcodeProjectMemo? = nil, stats: FileStatMemo? = nil) throws -> Workspace.Input {
        do {
            return try Workspace.Input.read(
                paths: paths, configurationFile: config, fileTimeBudget: Self.fileTimeBudget, projects: projects, stats: stats)
        } catch {
            Terminal.error(error.description)
            throw ExitCode(ExitStatus.inputError.rawValue)
        }
    }

    func loadWorkspace(
        _ input: Workspace.Input, progress: ProgressReporter? = nil, lintOnly: (@Sendable (URL) -> Bool)? = nil, residency: TreeResidency? = nil,
        facts: FactsCache? = nil
    ) throws -> Workspace {
        let workspace = Workspace.load(
            input, fileTimeBudget: Self.fileTimeBudget, progress: progress, lintOnly: lintOnly, residency: residency, facts: facts)
        // The process ends soon after; releasing every syntax tree node by node would only
        // delay the exit (about 5% of a large lint run), so the workspace is never freed.
        _ = Unmanaged.passRetained(workspace)
        return workspace
    }

    static var fileTimeBudget: Double {
        ProcessInfo.processInfo.environment["REMODEL_FILE_TIME_BUDGET"].flatMap(Double.init) ?? Workspace.defaultFileTimeBudget
    }

    /// `lint --stdin-filename PATH`: `bytes` as the file at `PATH`, with the project around it
    /// (the paths given, else PATH's project) indexed from disk.
    func loadStandardInput(_ bytes: Data, as path: String) throws -> Workspace.StandardInput {
        do {
            let loaded = try Workspace.load(
                standardInput: [UInt8](bytes), as: path, projectPaths: paths, configurationFile: config, fileTimeBudget: Self.fileTimeBudget)
            _ = Unmanaged.passRetained(loaded.workspace)
            return loaded
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

    /// A refused or rolled-back transaction: every reason, then that nothing was written.
    static func reportWriteFailure(_ outcome: WriteOutcome) {
        for refusal in outcome.refusals { error(refusal.description) }
        if !outcome.restored.isEmpty {
            error("error: rolled back \(outcome.restored.count) file\(outcome.restored.count == 1 ? "" : "s") already replaced: \(outcome.restored.joined(separator: ", "))")
        }
        error("error: nothing was written (changes are all or nothing)")
    }

    static func reportInputErrors(_ errors: [InputError]) {
        for error in errors { Terminal.error(error.description) }
    }
}

/// Large values left for the process's exit to reclaim: a big project's workspace is millions of
/// objects, and freeing them one by one after the report is out took a tenth of a second or more.
/// Only for values a command holds until it returns (never in the long-running `mcp` server).
enum LeftForExit {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var values: [Any] = []

    static func keep(_ value: Any) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }
}
