import Foundation
import PackagePlugin

/// Registers every rule: each `.swift` file under `Sources/RemodelRules/Rules/` declares a rule type
/// named like the file, and this plugin writes the list, so no central switch needs editing.
@main
struct RuleRegistryPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let rulesFolder = module.directoryURL.appendingPathComponent("Rules").standardizedFileURL.path + "/"
        let ruleFiles = module.sourceFiles(withSuffix: "swift")
            .map(\.url)
            .filter { $0.standardizedFileURL.path.hasPrefix(rulesFolder) }
            .sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("RuleRegistry.generated.swift")
        return [
            .buildCommand(
                displayName: "Registering \(ruleFiles.count) Remodel rules",
                executable: try context.tool(named: "RuleRegistryGenerator").url,
                arguments: [output.path] + ruleFiles.map(\.path),
                inputFiles: ruleFiles,
                outputFiles: [output]
            )
        ]
    }
}
