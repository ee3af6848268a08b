import Foundation
import SwiftSyntax
import RemodelCore
import RemodelRules

/// Finds modules that set their default actor isolation to `MainActor` (Swift 6.2, SE-0466) while
/// the `.remodel.yml` governing their sources does not say so — Remodel would then treat their
/// declarations as nonisolated and report isolation problems the compiler does not have.
public enum DefaultIsolationHints {
    /// One line per manifest or Xcode project that sets MainActor isolation the configuration does
    /// not declare.
    public static func find(in workspace: Workspace, paths: [String], workingDirectory: URL? = nil) -> [String] {
        var hints: [String] = []
        for file in workspace.files where file.url.lastPathComponent == "Package.swift" {
            guard workspace.configuration(for: file).options.defaultIsolation != .mainActor,
                  setsMainActorIsolation(file.facts.calls["defaultIsolation"] ?? []) else { continue }
            hints.append(hint(file.path, "`.defaultIsolation(MainActor.self)`"))
        }
        let cwd = workingDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        for project in xcodeProjects(under: paths.isEmpty ? ["."] : paths, workingDirectory: cwd) {
            let settings = project.appendingPathComponent("project.pbxproj")
            guard let text = try? String(contentsOf: settings, encoding: .utf8),
                  ByteSearch.contains("SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor", in: text),
                  configuration(near: project.deletingLastPathComponent(), in: workspace).options.defaultIsolation != .mainActor
            else { continue }
            hints.append(hint(FileDiscovery.display(project, cwd), "SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor"))
        }
        return hints
    }

    /// The configuration of the linted sources below `folder` (already loaded with the workspace),
    /// else the one in force for the run.
    private static func configuration(near folder: URL, in workspace: Workspace) -> Configuration {
        let prefix = folder.standardizedFileURL.path + "/"
        guard let file = workspace.files.first(where: { $0.url.path.hasPrefix(prefix) }) else { return workspace.defaultConfiguration }
        return workspace.configuration(for: file)
    }

    private static func hint(_ path: String, _ setting: String) -> String {
        "note: \(path) sets \(setting); add `default_isolation: MainActor` to the .remodel.yml in force for that module's sources, "
            + "otherwise Remodel reads their declarations as nonisolated"
    }

    /// `.defaultIsolation(MainActor.self)`.
    package static func setsMainActorIsolation(_ calls: [FunctionCallExprSyntax]) -> Bool {
        calls.contains { call in
            guard let argument = call.arguments.first?.expression.as(MemberAccessExprSyntax.self) else { return false }
            return argument.declName.baseName.tokenKind == .keyword(.self)
                && argument.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "MainActor"
        }
    }

    /// `*.xcodeproj` bundles in the given folders and their immediate subfolders.
    package static func xcodeProjects(under paths: [String], workingDirectory: URL) -> [URL] {
        var found: [URL] = []
        for path in paths {
            let root = FileDiscovery.resolve(path, against: workingDirectory)
            var folders = [root]
            if let entries = try? DirectoryReader.entries(of: root.path) {
                folders += entries.filter { $0.kind == .directory && !$0.name.hasPrefix(".") && !$0.name.hasSuffix(".xcodeproj") }
                    .map { root.appendingPathComponent($0.name) }
            }
            for folder in folders {
                guard let entries = try? DirectoryReader.entries(of: folder.path) else { continue }
                for entry in entries where entry.name.hasSuffix(".xcodeproj") {
                    found.append(folder.appendingPathComponent(entry.name))
                }
            }
        }
        return found
    }
}
