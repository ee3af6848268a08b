import Foundation
import PackagePlugin

/// `swift package plugin remodel <command> [arguments]`: runs `remodel` in the package's folder.
///
///     swift package plugin remodel lint
///     swift package plugin remodel lint --target App --reporter json
///     swift package --allow-writing-to-package-directory plugin remodel migrate --write
///
/// `--target NAME` (repeatable) limits the run to those targets' folders; without it Remodel reads
/// the whole package (skipping .build). Every other argument is passed to `remodel` unchanged.
@main
struct RemodelCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var remodelArguments = extractor.remainingArguments
        if remodelArguments.first.map({ $0.hasPrefix("-") }) ?? true, !remodelArguments.contains(where: { $0 == "--help" || $0 == "--version" }) {
            remodelArguments.insert("lint", at: 0)
        }
        let packageFolder = context.package.directoryURL
        if !targetNames.isEmpty {
            let targets = try context.package.targets(named: targetNames)
            remodelArguments += targets.map { relativePath(of: $0.directoryURL, in: packageFolder) }
        }
        let status = try run(context.tool(named: "remodel").url, remodelArguments, in: packageFolder)
        guard status == 0 else {
            Diagnostics.error("remodel \(remodelArguments.first ?? "") exited with status \(status)")
            exit(status)
        }
    }

    private func run(_ executable: URL, _ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    private func relativePath(of url: URL, in folder: URL) -> String {
        let path = url.standardizedFileURL.path, root = folder.standardizedFileURL.path + "/"
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }
}
