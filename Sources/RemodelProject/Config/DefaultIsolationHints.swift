import Foundation
import SwiftSyntax
import RemodelCore
import RemodelRules

/// Notes about default actor isolation (Swift 6.2, SE-0466) that Remodel could not settle from the
/// build settings it reads: a `.remodel.yml` that contradicts the build target, and sources no
/// manifest or project covers that look built with `MainActor` isolation.
public enum DefaultIsolationHints {
    /// Top-level `nonisolated` declarations it takes (in at least two files) to suggest that sources
    /// without known build settings are built with default `MainActor` isolation.
    package static let nonisolatedEvidence = 3

    /// One line per contradiction, and one for sources that look default-isolated.
    public static func find(in workspace: Workspace) -> [String] { find(in: workspace.lintedFilesByConfiguration) }

    /// `find(in:)` over `Workspace.lintedFilesByConfiguration`.
    package static func find(in groups: [(configuration: Configuration, files: [SourceFile])]) -> [String] {
        var hints: [String] = []
        var conflicts: [String: (count: Int, configured: DefaultIsolation, built: DefaultIsolation, origin: String)] = [:]
        var unknownNonisolated = 0
        var unknownFiles = 0
        for (configuration, files) in groups {
            if let built = configuration.build?.defaultIsolation {
                guard configuration.explicitOptions.contains(.defaultIsolation), built != configuration.options.defaultIsolation,
                      let origin = configuration.build?.origin else { continue }
                let key = (configuration.file?.path ?? "") + "\u{0}" + origin
                let count = (conflicts[key]?.count ?? 0) + files.count
                conflicts[key] = (count, configuration.options.defaultIsolation, built, origin)
            } else if !configuration.explicitOptions.contains(.defaultIsolation) {
                // Every file's text scanned, on every core (at the end of a run, after the report).
                for count in parallelMap(files, topLevelNonisolatedDeclarations(in:)) {
                    unknownNonisolated += count
                    if count > 0 { unknownFiles += 1 }
                }
            }
        }
        for (key, conflict) in conflicts.sorted(by: { $0.key < $1.key }) {
            let file = String(key.prefix { $0 != "\u{0}" })
            let shown = file.isEmpty ? ".remodel.yml" : FileDiscovery.display(path: file, base: FileManager.default.currentDirectoryPath)
            hints.append(
                "note: \(shown) sets `default_isolation: \(conflict.configured.rawValue)`, but \(conflict.origin) builds "
                    + "\(conflict.count) of the linted file\(conflict.count == 1 ? "" : "s") with \(conflict.built.rawValue) isolation; "
                    + "Remodel follows the configuration")
        }
        if unknownNonisolated >= nonisolatedEvidence, unknownFiles >= 2 {
            hints.append(
                "note: \(unknownNonisolated) file-scope declarations in \(unknownFiles) files say `nonisolated`, as code built with "
                    + "default MainActor isolation does, but no Package.swift or .xcodeproj Remodel found sets it for them; "
                    + "if their module is, add `default_isolation: MainActor` to the .remodel.yml in force for them")
        }
        return hints
    }

    /// `nonisolated struct/class/enum/func/var` at file scope: redundant unless the module's
    /// default isolation is `MainActor`.
    private static func topLevelNonisolatedDeclarations(in file: SourceFile) -> Int {
        guard file.mentions("nonisolated") else { return 0 }
        return file.tree.statements.count { item in
            guard let declaration = item.item.asProtocol(WithModifiersSyntax.self) else { return false }
            return declaration.modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) && $0.detail == nil }
        }
    }

    /// `.defaultIsolation(MainActor.self)`.
    package static func setsMainActorIsolation(_ calls: [FunctionCallExprSyntax]) -> Bool {
        calls.contains { call in
            guard let argument = call.arguments.first?.expression.as(MemberAccessExprSyntax.self) else { return false }
            return argument.declName.baseName.tokenKind == .keyword(.self)
                && argument.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "MainActor"
        }
    }
}
