import Foundation
import SwiftSyntax
import RemodelCore

/// Reads a `Package.swift` with swift-syntax (never runs it): `platforms:`, and per target its
/// folder and `swiftSettings` default isolation. Values spelled through top-level variables of the
/// manifest (`let settings: [SwiftSetting] = [...]`) are followed.
package enum PackageManifest {
    /// The package at `url` (its `Package.swift`); through `memo` when given (an unchanged
    /// manifest is not parsed again). The resolved versions are read every time.
    package static func read(_ url: URL, origin: String, memo: XcodeProjectMemo? = nil) -> BuildContainer? {
        guard case .success(let contents) = FileReader.read(url.path) else { return nil }
        let root = url.deletingLastPathComponent().standardizedFileURL.path
        guard var container = XcodeProjectMemo.container(at: url, origin: origin, contents: contents.bytes, memo: memo, build: {
            var looked: [XcodeProjectMemo.Looked] = []
            return parse(contents.bytes, root: root, origin: origin, looked: &looked).map { ($0, [], looked) }
        }) else { return nil }
        container.dependencies = ResolvedPackages.read(URL(fileURLWithPath: root + "/Package.resolved"))
        return container
    }

    /// The manifest's platforms and targets, without resolved versions; the folders it looked for
    /// are recorded in `looked`.
    private static func parse(_ bytes: [UInt8], root: String, origin: String, looked: inout [XcodeProjectMemo.Looked]) -> BuildContainer? {
        guard let text = String(bytes: bytes, encoding: .utf8), case .parsed(let tree) = SwiftSourceParser.parse(text) else { return nil }
        let scan = ManifestScan(variables: topLevelVariables(tree))
        scan.walk(tree)
        var platforms: [ApplePlatform: OSVersion] = [:]
        for expression in scan.platformLists {
            for call in scan.calls(in: expression) {
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                      let platform = ApplePlatform(availabilityName: member.declName.baseName.text),
                      member.declName.baseName.text != "macCatalyst",
                      let argument = call.arguments.first?.expression, let version = version(argument) else { continue }
                platforms[platform] = version
            }
        }
        let target = DeploymentTarget(platforms, origin: origin)
        var targets: [BuildTarget] = []
        for call in scan.targets {
            if let found = self.target(call, root: root, platforms: target, manifest: origin, scan: scan, looked: &looked) { targets.append(found) }
        }
        return BuildContainer(origin: origin, root: root, targets: targets, deploymentTarget: target, defaultIsolation: nil, isPackage: true)
    }

    /// `.target(name:path:swiftSettings:)` and its kin.
    private static func target(
        _ call: FunctionCallExprSyntax, root: String, platforms: DeploymentTarget, manifest: String, scan: ManifestScan,
        looked: inout [XcodeProjectMemo.Looked]
    ) -> BuildTarget? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let kind = member.declName.baseName.text
        func argument(_ label: String) -> ExprSyntax? { call.arguments.first { $0.label?.text == label }?.expression }
        guard let name = argument("name").flatMap(literal) else { return nil }
        let folder: String
        if let path = argument("path").flatMap(literal) {
            folder = path
        } else if kind == "testTarget" {
            folder = "Tests/" + name
        } else {
            let candidates = ["Sources", "Source", "src", "srcs"].map { $0 + "/" + name }
            folder = candidates.first { XcodeProjectMemo.Looked.exists(root + "/" + $0, recordingIn: &looked) } ?? candidates[0]
        }
        var isolation = DefaultIsolation.nonisolated
        if let settings = argument("swiftSettings") {
            for setting in scan.calls(in: settings) {
                guard let name = setting.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { continue }
                if name == "defaultIsolation", let value = setting.arguments.first?.expression {
                    isolation = DefaultIsolationHints.setsMainActorIsolation([setting]) ? .mainActor
                        : value.is(NilLiteralExprSyntax.self) ? .nonisolated : isolation
                } else if name == "unsafeFlags", let flags = setting.arguments.first?.expression.as(ArrayExprSyntax.self) {
                    let words = flags.elements.compactMap { literal($0.expression) }
                    if let at = words.firstIndex(of: "-default-isolation"), at + 1 < words.count {
                        isolation = DefaultIsolation(rawValue: words[at + 1]) ?? isolation
                    }
                }
            }
        }
        return BuildTarget(
            origin: "\(manifest) target '\(name)'", folders: [URL(fileURLWithPath: root + "/" + folder).standardizedFileURL.path],
            deploymentTarget: DeploymentTarget(platforms.minimums, origin: "\(manifest) target '\(name)'"), defaultIsolation: isolation)
    }

    /// `.v17`, `.v10_15`, `"13.4"`.
    private static func version(_ expression: ExprSyntax) -> OSVersion? {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard name.hasPrefix("v") else { return nil }
            return OSVersion(name.dropFirst().replacingOccurrences(of: "_", with: "."))
        }
        return literal(expression).flatMap { OSVersion($0) }
    }

    /// The text of a string literal without interpolation.
    private static func literal(_ expression: ExprSyntax) -> String? {
        guard let string = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in string.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }

    private static func topLevelVariables(_ tree: SourceFileSyntax) -> [String: ExprSyntax] {
        var variables: [String: ExprSyntax] = [:]
        for item in tree.statements {
            guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in declaration.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
                    variables[name] = value
                }
            }
        }
        return variables
    }
}

/// The target declarations and `platforms` lists of a manifest.
private final class ManifestScan: SyntaxVisitor {
    let variables: [String: ExprSyntax]
    var targets: [FunctionCallExprSyntax] = []
    var platformLists: [ExprSyntax] = []
    private static let targetKinds: Set<String> = ["target", "executableTarget", "testTarget", "macro"]

    init(variables: [String: ExprSyntax]) {
        self.variables = variables
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), Self.targetKinds.contains(member.declName.baseName.text),
           node.arguments.contains(where: { $0.label?.text == "name" }) {
            targets.append(node)
        }
        return .visitChildren
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        if node.label?.text == "platforms" { platformLists.append(node.expression) }
        return .visitChildren
    }

    /// `package.platforms = [...]`.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
           elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "platforms" {
            platformLists.append(elements[2])
        }
        return .visitChildren
    }

    /// Every call inside `expression`, following references to the manifest's top-level variables.
    func calls(in expression: ExprSyntax) -> [FunctionCallExprSyntax] {
        var found: [FunctionCallExprSyntax] = []
        var visited: Set<String> = []
        var pending: [Syntax] = [Syntax(expression)]
        while let next = pending.popLast() {
            let collector = CallCollector()
            collector.walk(next)
            found += collector.calls
            for name in collector.references where visited.insert(name).inserted {
                if let value = variables[name] { pending.append(Syntax(value)) }
            }
        }
        return found
    }
}

private final class CallCollector: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []
    var references: [String] = []
    init() { super.init(viewMode: .sourceAccurate) }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        references.append(node.baseName.text)
        return .visitChildren
    }
}
