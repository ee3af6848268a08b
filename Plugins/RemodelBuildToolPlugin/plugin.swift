import Foundation
import PackagePlugin

/// Lints a target with `remodel lint --reporter xcode` whenever its Swift files (or the package's
/// `.remodel.yml` / `.remodel-baseline.json`) change. Findings print as
/// `/path/File.swift:12:7: warning: … [rule-id]`, which Xcode shows in the issue navigator; an
/// error-severity finding fails the build, like a compiler error.
///
/// SwiftPM only runs a build command for its outputs, so the command also writes a one-line Swift
/// file (a comment) that is compiled into the target; it is rewritten only when the lint passes.
@main
struct RemodelBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
        return [try RemodelLintCommand.make(
            tool: context.tool(named: "remodel").url, targetName: target.name, lint: [module.directoryURL.path],
            sources: sources, projectFolder: context.package.directoryURL, workFolder: context.pluginWorkDirectoryURL)]
    }
}

enum RemodelLintCommand {
    static func make(tool: URL, targetName: String, lint paths: [String], sources: [URL], projectFolder: URL, workFolder: URL) -> Command {
        let stamp = workFolder.appendingPathComponent("RemodelLint-\(targetName).swift")
        var arguments = ["lint", "--reporter", "xcode", "--stamp", stamp.path]
        var inputs = sources
        let configuration = projectFolder.appendingPathComponent(".remodel.yml")
        if FileManager.default.fileExists(atPath: configuration.path) { inputs.append(configuration) }
        let baseline = projectFolder.appendingPathComponent(".remodel-baseline.json")
        if FileManager.default.fileExists(atPath: baseline.path) {
            arguments += ["--baseline", baseline.path]
            inputs.append(baseline)
        }
        return .buildCommand(
            displayName: "Remodel: linting \(targetName)",
            executable: tool,
            arguments: arguments + paths,
            inputFiles: inputs,
            outputFiles: [stamp])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension RemodelBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let sources = target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url)
        let projectFolder = context.xcodeProject.directoryURL
        // Xcode targets have no single folder: lint the target's files by name.
        let command = RemodelLintCommand.make(
            tool: try context.tool(named: "remodel").url, targetName: target.displayName, lint: sources.map(\.path),
            sources: sources, projectFolder: projectFolder, workFolder: context.pluginWorkDirectoryURL)
        return [command]
    }
}
#endif
