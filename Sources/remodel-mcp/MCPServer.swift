import ArgumentParser
import Foundation
import MCP
import RemodelKit

/// `remodel-mcp` (also started by `remodel mcp`): Remodel's lint, explain, plan and migrate as
/// Model Context Protocol tools over stdio, for coding agents. An executable of its own so that
/// `remodel`, run on every commit, does not load the MCP SDK's networking libraries at each start
/// (Foundation's networking, curl and TLS: 8 ms of a 20 ms start, measured with `--version`).
@main
struct RemodelMCP: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remodel-mcp",
        abstract: MCPDescription.abstract,
        discussion: MCPDescription.discussion,
        version: RemodelVersion.current
    )

    func run() throws {
        Allocator.tuneForBatchWork()
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                try await RemodelMCPServer.serve()
            } catch {
                FileHandle.standardError.write(Data("error: MCP server stopped: \(error)\n".utf8))
            }
            done.signal()
        }
        done.wait()
    }
}

enum RemodelMCPServer {
    static func serve() async throws {
        let server = Server(
            name: "remodel", version: RemodelVersion.current, title: "Remodel",
            instructions: """
            Remodel lints SwiftUI state management and migrates ObservableObject view models to \
            @MainActor @Observable with a type-aware, project-wide analysis. Call `plan` to see the \
            migration order, `migrate_preview` to review a diff, then `migrate_apply` to write it.
            """,
            capabilities: .init(tools: .init(listChanged: false)))
        await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: RemodelMCPTools.definitions) }
        await server.withMethodHandler(CallTool.self) { parameters in
            try RemodelMCPTools.call(parameters.name, arguments: parameters.arguments ?? [:])
        }
        try await server.start(transport: StdioTransport())
        await server.waitUntilCompleted()
    }
}

/// The tools, each a thin layer over the library calls the matching command makes.
enum RemodelMCPTools {
    static let definitions: [Tool] = [
        Tool(
            name: "lint", title: "Lint SwiftUI state management",
            description: "Run Remodel's rules over Swift files or folders; returns the findings as Remodel's JSON document (file, line, column, severity, rule, message, fix, suggestion).",
            inputSchema: schema(["paths": pathsSchema, "rules": stringArray("Only run these rule ids (default: all enabled rules)."), "config": configSchema]),
            annotations: .init(readOnlyHint: true)),
        Tool(
            name: "explain", title: "Explain a rule",
            description: "A rule's full documentation in Markdown: what it flags, why, incorrect and correct examples, and how the fix behaves.",
            inputSchema: schema(["rule": .object(["type": "string", "description": "A rule id, e.g. prefer-observable."])], required: ["rule"]),
            annotations: .init(readOnlyHint: true)),
        Tool(
            name: "plan", title: "Plan the @Observable migration",
            description: "The migration plan as JSON: classes, their kind, stages (leaves first; stage N is what migrate's stage N migrates), classes kept as ObservableObject with the reason, and impact estimate.",
            inputSchema: schema(["paths": pathsSchema, "config": configSchema]),
            annotations: .init(readOnlyHint: true)),
        Tool(
            name: "migrate_preview", title: "Preview the @Observable migration",
            description: "What `remodel migrate` would change: a unified diff and a per-class summary (migrated, kept with reason, manual work). Never writes.",
            inputSchema: schema(migrateProperties),
            annotations: .init(readOnlyHint: true)),
        Tool(
            name: "migrate_apply", title: "Apply the @Observable migration",
            description: "Apply the migration `migrate_preview` shows, with `remodel migrate --write`'s guarantees: every file re-parsed and checked before writing, all files written or none, nothing written over a file changed on disk or read-only. Refuses files with uncommitted git changes unless allowDirty is true.",
            inputSchema: schema(migrateProperties.merging([
                "allowDirty": .object(["type": "boolean", "description": "Also rewrite files that have uncommitted changes in git."]),
                "allowReadOnly": .object(["type": "boolean", "description": "Also rewrite read-only files (they stay read-only)."]),
            ]) { $1 }),
            annotations: .init(readOnlyHint: false, destructiveHint: true, idempotentHint: true)),
    ]

    private static let pathsSchema: Value = stringArray("Files or folders to read, relative to the server's working folder (default: the whole folder).")
    private static let configSchema: Value = .object(["type": "string", "description": "A configuration file to use instead of the nearest .remodel.yml."])
    private static let migrateProperties: [String: Value] = [
        "paths": pathsSchema,
        "config": configSchema,
        "only": stringArray("Migrate only these classes (with their hierarchy and use sites)."),
        "tca": .object(["type": "boolean", "description": "Migrate The Composable Architecture features (WithViewStore → @ObservableState) instead."]),
        "stage": .object(["type": "integer", "description": "Apply only this stage of the plan."]),
        "trackAll": .object(["type": "boolean", "description": "Keep plain stored vars tracked instead of marking them @ObservationIgnored."]),
        "minimumIOS": .object(["type": "integer", "description": "With tca: the deployment target (below 17 uses WithPerceptionTracking)."]),
    ]

    private static func stringArray(_ description: String) -> Value {
        .object(["type": "array", "items": .object(["type": "string"]), "description": .string(description)])
    }

    private static func schema(_ properties: [String: Value], required: [String] = []) -> Value {
        var object: [String: Value] = ["type": "object", "properties": .object(properties), "additionalProperties": false]
        if !required.isEmpty { object["required"] = .array(required.map { .string($0) }) }
        return .object(object)
    }

    // MARK: Calls

    static func call(_ name: String, arguments: [String: Value]) throws -> CallTool.Result {
        let arguments = Arguments(values: arguments)
        do {
            switch name {
            case "lint": return try lint(arguments)
            case "explain": return try explain(arguments)
            case "plan": return try plan(arguments)
            case "migrate_preview": return try migrate(arguments, write: false)
            case "migrate_apply": return try migrate(arguments, write: true)
            default: throw MCPError.invalidParams("unknown tool '\(name)' (tools: \(definitions.map(\.name).joined(separator: ", ")))")
            }
        } catch let failure as ToolFailure {
            // Failures of the tool itself are results the agent can read, not protocol errors.
            return CallTool.Result(content: [textContent(failure.message)], isError: true)
        }
    }

    struct ToolFailure: Error { let message: String }

    private static func loadWorkspace(_ arguments: Arguments) throws -> Workspace {
        let paths = try arguments.strings("paths"), config = try arguments.string("config")
        do throws(ConfigurationError) {
            return try Workspace.load(paths: paths, configurationFile: config)
        } catch {
            throw ToolFailure(message: error.description)
        }
    }

    private static func lint(_ arguments: Arguments) throws -> CallTool.Result {
        var rules = RuleRegistry.all.map { $0.init() }
        let selected = try arguments.strings("rules")
        if !selected.isEmpty {
            let unknown = selected.filter { RuleRegistry.rule(id: $0) == nil }
            guard unknown.isEmpty else { throw ToolFailure(message: "unknown rule\(unknown.count == 1 ? "" : "s") \(unknown.map { "'\($0)'" }.joined(separator: ", ")); call explain or see `remodel rules`") }
            rules = rules.filter { selected.contains($0.description.id) }
        }
        let result = Linter(rules: rules, optedIn: Set(selected)).lint(try loadWorkspace(arguments))
        return CallTool.Result(content: [textContent(JSONReporter().render(result))])
    }

    private static func explain(_ arguments: Arguments) throws -> CallTool.Result {
        guard let id = try arguments.string("rule") else { throw MCPError.invalidParams("explain needs 'rule'") }
        guard let rule = RuleRegistry.rule(id: id) else {
            throw ToolFailure(message: "unknown rule '\(id)'; rules: \(RuleRegistry.ids.joined(separator: ", "))")
        }
        return CallTool.Result(content: [textContent(RuleDocumentation.markdown(for: rule.description))])
    }

    private static func plan(_ arguments: Arguments) throws -> CallTool.Result {
        let workspace = try loadWorkspace(arguments)
        var content: [Tool.Content] = [textContent(PlanFormat.json.render(ModelMigrationPlan(workspace: workspace)))]
        content += workspace.inputErrors.map { textContent($0.description) }
        return CallTool.Result(content: content)
    }

    private static func migrate(_ arguments: Arguments, write: Bool) throws -> CallTool.Result {
        let only = try arguments.strings("only")
        let request = MigrationRequest(
            only: only.isEmpty ? nil : Set(only), trackAll: try arguments.bool("trackAll"), stage: try arguments.int("stage"),
            tca: try arguments.bool("tca"), minimumIOS: try arguments.int("minimumIOS"))
        let workspace = try loadWorkspace(arguments)
        let result: MigrationResult
        var notes: [String]
        do throws(MigrationRequest.Failure) {
            (result, notes) = try request.run(workspace)
        } catch {
            switch error {
            case .invalid(let message), .input(let message): throw ToolFailure(message: message)
            }
        }
        notes += workspace.inputErrors.map(\.description)
        let writeOptions = WriteOptions.forRun(paths: try arguments.strings("paths"), allowReadOnly: try arguments.bool("allowReadOnly"))
        if write {
            let outcome = MigrationWriter.write(result, allowDirty: try arguments.bool("allowDirty"), options: writeOptions)
            if !outcome.dirtyFiles.isEmpty {
                let message = "Refused to write: these files have uncommitted changes (commit or stash them, or call again with allowDirty: true):\n"
                    + outcome.dirtyFiles.map { "  \($0)\n" }.joined()
                return CallTool.Result(content: [textContent(message)], isError: true)
            }
            notes += outcome.refusals.map(\.description)
            if !outcome.refusals.isEmpty { notes.append("Nothing was written (changes are all or nothing).") }
            let written = "Wrote \(outcome.written.count) file\(outcome.written.count == 1 ? "" : "s")" + (outcome.written.isEmpty ? "." : ":\n" + outcome.written.map { "  \($0)" }.joined(separator: "\n"))
            return CallTool.Result(
                content: [textContent(result.summaryText()), textContent(([written] + notes).joined(separator: "\n") + "\n")],
                isError: outcome.refusals.isEmpty ? nil : true)
        }
        // The same checks as migrate_apply: a file it would refuse shows no diff, only the reason.
        let refusals = result.verificationRefusals(options: writeOptions)
        notes += refusals.map(\.description)
        let refused = Set(refusals.map(\.path))
        let diff = result.rewrites.filter { !refused.contains($0.file.path) }.map(\.unifiedDiff).joined()
        var content: [Tool.Content] = [textContent(diff.isEmpty ? "No changes.\n" : diff), textContent(result.summaryText())]
        if !notes.isEmpty { content.append(textContent(notes.joined(separator: "\n") + "\n")) }
        return CallTool.Result(content: content)
    }
}

private func textContent(_ text: String) -> Tool.Content {
    .text(text: text, annotations: nil, _meta: nil)
}

/// Typed access to a tool call's arguments; a wrong type is the caller's error (invalid params).
struct Arguments {
    let values: [String: Value]

    func strings(_ key: String) throws -> [String] {
        switch values[key] {
        case nil, .null?: return []
        case .string(let value)?: return value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        case .array(let items)?:
            return try items.map { item in
                guard case .string(let value) = item else { throw MCPError.invalidParams("'\(key)' must be an array of strings") }
                return value
            }
        default: throw MCPError.invalidParams("'\(key)' must be an array of strings")
        }
    }

    func string(_ key: String) throws -> String? {
        switch values[key] {
        case nil, .null?: return nil
        case .string(let value)?: return value
        default: throw MCPError.invalidParams("'\(key)' must be a string")
        }
    }

    func bool(_ key: String) throws -> Bool {
        switch values[key] {
        case nil, .null?: return false
        case .bool(let value)?: return value
        default: throw MCPError.invalidParams("'\(key)' must be a boolean")
        }
    }

    func int(_ key: String) throws -> Int? {
        switch values[key] {
        case nil, .null?: return nil
        case .int(let value)?: return value
        case .double(let value)? where value == value.rounded(): return Int(value)
        default: throw MCPError.invalidParams("'\(key)' must be an integer")
        }
    }
}
