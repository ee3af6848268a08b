// TCAMacros.swift — minimal implementations of the macros the ComposableArchitecture stub
// declares (`@Reducer`, `@CasePathable`, `@ObservableState`, `@ViewAction(for:)`,
// `@ObservationStateIgnored`, `@ObservationStateTracked`). typecheck.sh builds this file into an
// in-process compiler plugin (`libTCAStubMacros.so`) against the toolchain's own swift-syntax
// (`usr/lib/swift/host`) and loads it with `-load-plugin-library`.
//
// They add what type-checking needs — the conformances and the case-path members — and nothing
// of the runtime machinery (no observation registrar, no `_$id`):
//
// - `@Reducer` (TCA `Macros.swift` / `ReducerMacro.swift`): `extension F: Reducer {}`;
//   `@CasePathable` on a nested `enum Action`, `@CasePathable @dynamicMemberLookup` on a nested
//   `enum State`, `@ReducerBuilder<Self.State, Self.Action>` on `body`.
// - `@CasePathable` (swift-case-paths `Macros.swift` / `CasePathableMacro.swift`): a nested
//   `AllCasePaths` struct with one `AnyCasePath<Enum, Payload>` property per case, the static
//   `allCasePaths`, and the `CasePathable` conformance.
// - `@ObservableState` (TCA `ObservableStateMacro.swift`): `extension S: ObservableState, Observable {}`.
// - `@ViewAction(for:)` (TCA `ViewActionMacro.swift`): `extension V: ViewActionSending {}`.
import SwiftSyntax
import SwiftSyntaxMacros

private func accessPrefix(of declaration: some DeclGroupSyntax) -> String {
    for modifier in declaration.modifiers {
        switch modifier.name.tokenKind {
        case .keyword(.public), .keyword(.package): return modifier.name.text + " "
        default: continue
        }
    }
    return ""
}

private func hasAttribute(_ attributes: AttributeListSyntax, named name: String) -> Bool {
    attributes.contains { element in
        guard let attribute = element.as(AttributeSyntax.self) else { return false }
        let written = attribute.attributeName.trimmedDescription
        return written == name || written.hasSuffix("." + name)
    }
}

private func conformance(_ protocols: [TypeSyntax], to type: some TypeSyntaxProtocol) throws -> [ExtensionDeclSyntax] {
    guard !protocols.isEmpty else { return [] }
    let list = protocols.map(\.trimmedDescription).joined(separator: ", ")
    return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: list) {}")]
}

public struct ReducerMacro: ExtensionMacro, MemberAttributeMacro {
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        try conformance(protocols, to: type)
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingAttributesFor member: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        if let enumDecl = member.as(EnumDeclSyntax.self) {
            let name = enumDecl.name.text
            guard name == "State" || name == "Action" else { return [] }
            var result: [AttributeSyntax] = []
            if !hasAttribute(enumDecl.attributes, named: "CasePathable") { result.append("@CasePathable") }
            if name == "State", !hasAttribute(enumDecl.attributes, named: "dynamicMemberLookup") { result.append("@dynamicMemberLookup") }
            return result
        }
        if let variable = member.as(VariableDeclSyntax.self),
           variable.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" }),
           !hasAttribute(variable.attributes, named: "ReducerBuilder") {
            return ["@ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>"]
        }
        return []
    }
}

public struct CasePathableMacro: ExtensionMacro, MemberMacro {
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(EnumDeclSyntax.self) else { return [] }
        return try conformance(protocols, to: type)
    }

    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let enumDecl = declaration.as(EnumDeclSyntax.self) else { return [] }
        let access = accessPrefix(of: enumDecl)
        let root = enumDecl.name.text
        var properties: [String] = []
        for member in enumDecl.memberBlock.members {
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in caseDecl.elements {
                let parameters = element.parameterClause?.parameters.map { $0 } ?? []
                let payload: String
                switch parameters.count {
                case 0: payload = "Void"
                case 1: payload = parameters[0].type.trimmedDescription
                default:
                    payload = "(" + parameters.map { parameter in
                        let label = parameter.firstName.map { $0.text == "_" ? "" : $0.text + ": " } ?? ""
                        return label + parameter.type.trimmedDescription
                    }.joined(separator: ", ") + ")"
                }
                properties.append("\(access)var \(element.name.text): AnyCasePath<\(root), \(payload)> { AnyCasePath() }")
            }
        }
        let body = properties.map { "    " + $0 }.joined(separator: "\n")
        return [
            "\(raw: access)struct AllCasePaths: Sendable {\n\(raw: body)\n}",
            "\(raw: access)static var allCasePaths: AllCasePaths { AllCasePaths() }",
        ]
    }
}

public struct ObservableStateMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        try conformance(protocols, to: type)
    }
}

public struct ViewActionMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        try conformance(protocols, to: type)
    }
}

/// `@ObservationStateIgnored` / `@ObservationStateTracked`: no accessors (the stored property stays as written).
public struct ObservationStateNoOpMacro: AccessorMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        []
    }
}
