import SwiftSyntax
import RemodelCore

/// Known-heavy synchronous work — decoding, file I/O, sleeping, waiting, image decoding — in code
/// isolated to the main actor.
struct BlockingWorkOnMainActor: Rule {
    package static let description = RuleDescription(
        id: "blocking-work-on-main-actor",
        title: "Move Decoding and File I/O Off the Main Actor",
        impact: .high,
        impactDescription: "Frozen UI and dropped frames for as long as the parse, read or wait takes",
        tags: ["concurrency", "mainactor", "performance", "nonisolated", "swift6"],
        rationale: """
        A `@MainActor` view model runs every method on the main thread, so synchronous heavy work \
        there — `JSONDecoder().decode`, `JSONSerialization`, `PropertyListSerialization`, \
        `Data(contentsOf:)`, `String(contentsOf:)`, directory listings, `Thread.sleep`/`sleep`, \
        `DispatchSemaphore`/`DispatchGroup` `wait()`, `UIImage(contentsOfFile:)` and other image loading — \
        blocks the UI for its whole duration: scrolling stutters, taps are ignored, and a long \
        enough stall is killed by the watchdog. Being inside an `async` function or a `Task { }` \
        does not help: both inherit the main actor.

        Move the work into a `nonisolated` (or `@concurrent`) async function — it then runs on the \
        cooperative thread pool — and assign only the result back on the main actor: \
        `items = try await decodeItems(data)`. Replace sleeps with `try await Task.sleep(for:)` and \
        semaphores/groups with `await`. Code in `nonisolated` members, `Task.detached { }`, and types \
        that are not main-actor isolated is not reported, nor is an `override` of a method of an SDK \
        superclass that is not main-actor isolated — a notification service extension's \
        `didReceive(_:withContentHandler:)`, an `NSObject` `observeValue(forKeyPath:…)` — even in a \
        module whose default isolation is `MainActor`: the override keeps the overridden method's \
        isolation and the system calls it off the main thread.

        `UIImage(data:)`/`NSImage(data:)` are not reported: they read only the image's header, and \
        the pixels are decoded when the image is first drawn. Nor is decoding inside a synchronous \
        protocol requirement of a value type that is not a view — `init?(rawValue:)` of a \
        `RawRepresentable` (an `@AppStorage` value), `init(from:)` of a `Decodable`, or a non-`async` \
        requirement of one of the project's protocols (a URL router's `route(from:)`): the protocol \
        fixes the signature, so the work cannot move into an async function, and such members \
        convert a stored value rather than a downloaded payload.
        """,
        incorrectLabel: "decoding and file I/O inside a @MainActor view model's methods",
        correctLabel: "heavy work in a nonisolated async function, result assigned on the main actor",
        incorrect: [
            RuleExample("""
            import Foundation

            struct Article: Decodable { let title: String }

            @MainActor
            @Observable
            final class ArticlesViewModel {
                var articles: [Article] = []
                private let decoder = JSONDecoder()

                func load(from url: URL) async throws {
                    let data = try ↓Data(contentsOf: url)
                    articles = try decoder.↓decode([Article].self, from: data)
                }

                func loadCached(_ data: Data) {
                    Task {
                        articles = (try? JSONDecoder().↓decode([Article].self, from: data)) ?? []
                    }
                }
            }
            """),
            RuleExample("""
            import Foundation

            @MainActor
            final class LibraryModel: ObservableObject {
                @Published var files: [String] = []
                @Published var settings: Any?

                func scan(_ path: String) {
                    files = (try? FileManager.default.↓contentsOfDirectory(atPath: path)) ?? []
                    let semaphore = DispatchSemaphore(value: 0)
                    semaphore.↓wait()
                    Thread.↓sleep(forTimeInterval: 0.5)
                    ↓usleep(1000)
                }

                func parse(_ data: Data) throws {
                    settings = try JSONSerialization.↓jsonObject(with: data)
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class ThumbnailStore {
                var image: UIImage?

                @MainActor
                func show(_ path: String) {
                    image = ↓UIImage(contentsOfFile: path)
                }
            }
            """),
        ],
        correct: [
            RuleExample("""
            import Foundation

            struct Article: Decodable { let title: String }

            @MainActor
            @Observable
            final class ArticlesViewModel {
                var articles: [Article] = []

                func load(from url: URL) async throws {
                    articles = try await fetchArticles(url)
                }

                nonisolated private func fetchArticles(_ url: URL) async throws -> [Article] {
                    let (data, _) = try await URLSession.shared.data(from: url)
                    return try JSONDecoder().decode([Article].self, from: data)
                }

                func decodeInBackground(_ data: Data) {
                    Task.detached {
                        let decoded = try? JSONDecoder().decode([Article].self, from: data)
                        await self.apply(decoded ?? [])
                    }
                }

                func apply(_ articles: [Article]) { self.articles = articles }
            }
            """),
            RuleExample("""
            import Foundation

            struct Item: Decodable { let id: Int }
            struct ItemDecoder { func decode(_ data: Data) -> [Item] { [] } }

            @MainActor
            final class ItemsViewModel: ObservableObject {
                @Published var items: [Item] = []
                private let decoder = ItemDecoder()
                private let group = DispatchGroup()

                func update(_ data: Data) async throws {
                    items = decoder.decode(data)
                    try await Task.sleep(for: .seconds(1))
                    _ = group.wait(timeout: .now())
                }
            }

            final class Parser {
                func parse(_ data: Data) throws -> [Item] {
                    try JSONDecoder().decode([Item].self, from: data)
                }
            }
            """),
            RuleExample("""
            import UIKit
            import UserNotifications

            // The system calls a notification service extension off the main thread.
            final class NotificationService: UNNotificationServiceExtension {
                override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
                    guard let data = request.content.userInfo["thumbnail"] as? Data, let image = UIImage(data: data) else {
                        return contentHandler(request.content)
                    }
                    attach(image, to: request, contentHandler)
                }

                func attach(_ image: UIImage, to request: UNNotificationRequest, _ contentHandler: (UNNotificationContent) -> Void) {}
            }
            """),
            RuleExample("""
            import SwiftUI

            // UIImage(data:) parses the header only; the pixels are decoded lazily when drawn.
            @MainActor
            @Observable
            final class AvatarModel {
                var image: UIImage?

                func load(_ url: URL) async {
                    guard let (data, _) = try? await URLSession.shared.data(from: url) else { return }
                    image = UIImage(data: data)
                }
            }
            """),
            RuleExample("""
            import Foundation

            // An @AppStorage value: init?(rawValue:) is a synchronous requirement decoding a few bytes.
            @MainActor
            struct TimelineFilter: Codable {
                var tag: String
            }

            @MainActor
            extension TimelineFilter: RawRepresentable {
                init?(rawValue: String) {
                    guard let data = rawValue.data(using: .utf8),
                          let value = try? JSONDecoder().decode(TimelineFilter.self, from: data) else { return nil }
                    self = value
                }
                var rawValue: String { tag }
            }
            """),
            RuleExample("""
            import Foundation

            actor DiskCache {
                func read(_ url: URL) throws -> Data {
                    try Data(contentsOf: url)
                }
            }
            """),
        ],
        optIn: true
    )

    private static let calleeNames = [
        "decode", "jsonObject", "propertyList", "data", "Data", "String", "contentsOfDirectory", "enumerator",
        "subpathsOfDirectory", "sleep", "usleep", "wait", "UIImage", "NSImage", "CGImageSourceCreateWithData",
    ]

    package func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
        if isTestFile(file) { return [] }
        var violations: [Violation] = []
        for name in Self.calleeNames {
            for call in file.facts.calls[name] ?? [] {
                guard let work = blockingWork(call, name: name, file: file, index: context.index),
                      let token = ConcurrencyCalls.nameToken(of: call),
                      isMainActorIsolated(call, in: file, index: context.index),
                      !Self.isInSynchronousRequirement(call, index: context.index) else { continue }
                violations.append(Violation(at: token, "\(work) blocks the main actor in '\(ConcurrencyCalls.contextName(of: call))'; move it into a nonisolated async function and assign only the result on the main actor"))
            }
        }
        return violations
    }

    /// A short description of the blocking work `call` does, or nil when it is not known-heavy.
    private func blockingWork(_ call: FunctionCallExprSyntax, name: String, file: SourceFile, index: ProjectIndex) -> String? {
        let chain = calleeChain(call)
        let firstLabel = call.arguments.first?.label?.text
        switch name {
        case "decode":
            guard let receiver = receiverType(call, index: index), receiver == "JSONDecoder" || receiver == "PropertyListDecoder" else { return nil }
            return "\(receiver).decode"
        case "jsonObject":
            return chain == ["JSONSerialization", "jsonObject"] ? "JSONSerialization.jsonObject" : nil
        case "propertyList", "data":
            return chain.count == 2 && chain[0] == "PropertyListSerialization" ? "PropertyListSerialization.\(name)" : nil
        case "Data":
            return chain == ["Data"] && firstLabel == "contentsOf" ? "Data(contentsOf:)" : nil
        case "String":
            return chain == ["String"] && (firstLabel == "contentsOf" || firstLabel == "contentsOfFile") ? "String(\(firstLabel!):)" : nil
        case "contentsOfDirectory", "enumerator", "subpathsOfDirectory":
            return receiverType(call, index: index) == "FileManager" ? "FileManager.\(name)" : nil
        case "sleep", "usleep":
            if chain == ["Thread", "sleep"] { return "Thread.sleep" }
            guard chain == [name], call.arguments.count == 1, firstLabel == nil, !declaresFunction(named: name, around: call, index: index) else { return nil }
            return "\(name)()"
        case "wait":
            guard let receiver = receiverType(call, index: index), receiver == "DispatchSemaphore" || receiver == "DispatchGroup" else { return nil }
            if let timeout = call.arguments.first(where: { $0.label?.text == "timeout" || $0.label?.text == "wallTimeout" })?.expression,
               Self.isNow(timeout) {
                return nil // a non-blocking poll
            }
            return "\(receiver).wait()"
        case "UIImage", "NSImage":
            // `UIImage(data:)` only reads the header; the pixels are decoded when the image is drawn.
            return chain == [name] && firstLabel == "contentsOfFile" ? "\(name)(contentsOfFile:)" : nil
        case "CGImageSourceCreateWithData":
            return chain == [name] ? "CGImageSourceCreateWithData" : nil
        default:
            return nil
        }
    }

    /// Whether `call` sits directly (not in a closure) in a synchronous initializer or method of a
    /// value type (a struct or enum that is not a view) that implements a synchronous protocol
    /// requirement: `init?(rawValue:)` of `RawRepresentable` (an `@AppStorage` value), `init(from:)`
    /// of `Decodable`, or a non-`async` requirement of one of the project's protocols (a URL
    /// router's `route(from:)`). The signature is fixed by the protocol, so the work cannot move
    /// into an async function, and such members convert a stored value, not a payload.
    private static func isInSynchronousRequirement(_ call: FunctionCallExprSyntax, index: ProjectIndex) -> Bool {
        var current = call.parent
        var member: DeclSyntax?
        while let syntax = current, member == nil {
            if syntax.is(ClosureExprSyntax.self) || syntax.is(AccessorDeclSyntax.self) { return false }
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(InitializerDeclSyntax.self) { member = syntax.as(DeclSyntax.self) }
            current = syntax.parent
        }
        guard let member, let item = member.parent?.as(MemberBlockItemSyntax.self), let group = item.enclosingTypeDecl,
              group.is(StructDeclSyntax.self) || group.is(EnumDeclSyntax.self) || group.is(ExtensionDeclSyntax.self),
              let typeName = group.typeName, index.isValueType(typeName), !index.modelRoles.isViewOrController(typeName) else { return false }
        let name: String
        let signature: FunctionSignatureSyntax
        if let function = member.as(FunctionDeclSyntax.self) {
            name = function.name.text
            signature = function.signature
        } else if let initializer = member.as(InitializerDeclSyntax.self) {
            name = "init"
            signature = initializer.signature
        } else {
            return false
        }
        guard signature.effectSpecifiers?.asyncSpecifier == nil else { return false }
        let labels = signature.parameterClause.parameters.map(\.firstName.text)
        let conformances = index.conformances(of: typeName)
        if name == "init", labels == ["rawValue"], conformances.contains("RawRepresentable") { return true }
        if name == "init", labels == ["from"], conformances.contains("Decodable") || conformances.contains("Codable") { return true }
        // A requirement of a project protocol the type conforms to.
        return conformances.contains { conformance in
            index.declarations(named: conformance).contains { declared in
                guard declared.declaration.kind == .protocol, let members = declared.declaration.memberBlock else { return false }
                return members.members.contains { requirement in
                    let found: (String, FunctionSignatureSyntax)?
                    if let function = requirement.decl.as(FunctionDeclSyntax.self) {
                        found = (function.name.text, function.signature)
                    } else if let initializer = requirement.decl.as(InitializerDeclSyntax.self) {
                        found = ("init", initializer.signature)
                    } else {
                        found = nil
                    }
                    guard let (requiredName, requiredSignature) = found else { return false }
                    return requiredName == name && requiredSignature.effectSpecifiers?.asyncSpecifier == nil
                        && requiredSignature.parameterClause.parameters.map(\.firstName.text) == labels
                }
            }
        }
    }

    /// The type of the receiver of a method call, when evident: `T()`, `T.shared`-style statics,
    /// a local `let x = T()` / `let x: T`, a parameter `x: T`, or a property of the enclosing type.
    private func receiverType(_ call: FunctionCallExprSyntax, index: ProjectIndex) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), var base = member.base else { return nil }
        while let unwrapped = base.as(OptionalChainingExprSyntax.self)?.expression ?? base.as(ForceUnwrapExprSyntax.self)?.expression {
            base = unwrapped
        }
        if let constructed = base.as(FunctionCallExprSyntax.self) { return TypeNames.constructedType(constructed) }
        var propertyName: String?
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name.first?.isUppercase == true { return nil }
            if let local = FileIndexer.localVariableType(named: name, before: Syntax(call)) { return local }
            if let parameter = parameterType(named: name, around: call) { return parameter }
            propertyName = name
        } else if let access = base.as(MemberAccessExprSyntax.self), let ownerName = access.base?.as(DeclReferenceExprSyntax.self)?.baseName {
            let member = access.declName.baseName.text
            switch ownerName.tokenKind {
            case .keyword(.self):
                propertyName = member
            case .keyword(.Self):
                guard let typeName = call.enclosingTypeDecl?.typeName else { return nil }
                return index.property(named: member, in: typeName)?.typeName
            default:
                // `FileManager.default`, `Decoders.json`-style statics.
                guard ownerName.text.first?.isUppercase == true else { return nil }
                if let property = index.property(named: member, in: ownerName.text) { return property.typeName }
                return index.declarationsAndExtensions(named: ownerName.text).isEmpty ? ownerName.text : nil
            }
        }
        guard let propertyName, let typeName = call.enclosingTypeDecl?.typeName else { return nil }
        return index.property(named: propertyName, in: typeName)?.typeName
    }

    /// The declared type of a parameter of the enclosing function or initializer.
    private func parameterType(named name: String, around node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let syntax = current {
            var parameters: FunctionParameterListSyntax?
            if let function = syntax.as(FunctionDeclSyntax.self) { parameters = function.signature.parameterClause.parameters }
            if let initializer = syntax.as(InitializerDeclSyntax.self) { parameters = initializer.signature.parameterClause.parameters }
            if let parameters {
                for parameter in parameters where (parameter.secondName ?? parameter.firstName).text == name {
                    return TypeNames.baseName(of: parameter.type)
                }
                return nil
            }
            if syntax.is(MemberBlockSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }

    /// Whether the enclosing type declares its own `sleep`/`usleep` method, which a bare call would mean.
    private func declaresFunction(named name: String, around node: some SyntaxProtocol, index: ProjectIndex) -> Bool {
        guard let typeName = node.enclosingTypeDecl?.typeName else { return false }
        return index.declarationsAndExtensions(named: typeName).contains { type in
            type.declaration.declaresFunction(named: name)
        }
    }

    /// `.now()` or `DispatchTime.now()` / `DispatchWallTime.now()`.
    private static func isNow(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return member.declName.baseName.text == "now"
    }
}
