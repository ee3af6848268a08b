import SwiftSyntax

/// The OS versions the code at a position may assume beyond the deployment target: the
/// `if #available(iOS 17, macOS 14, *)` / `guard #available(…)` around it and the
/// `@available(iOS 17, *)` on its declarations (and their enclosing types and extensions).
public enum AvailabilityContext {
    /// Per platform, the highest version an enclosing availability check or attribute guarantees.
    public static func versions(at node: some SyntaxProtocol) -> [ApplePlatform: OSVersion] {
        var result: [ApplePlatform: OSVersion] = [:]
        func add(_ versions: [ApplePlatform: OSVersion]) {
            for (platform, version) in versions where result[platform].map({ $0 < version }) ?? true {
                result[platform] = version
            }
        }
        var child = Syntax(node)
        var current = node.parent
        while let ancestor = current {
            if let ifExpression = ancestor.as(IfExprSyntax.self), ifExpression.body.id == child.id {
                add(versions(in: ifExpression.conditions))
            } else if let whileStatement = ancestor.as(WhileStmtSyntax.self), whileStatement.body.id == child.id {
                add(versions(in: whileStatement.conditions))
            } else if let items = ancestor.as(CodeBlockItemListSyntax.self), let item = child.as(CodeBlockItemSyntax.self) {
                // `guard #available(…) else { return }` covers the statements after it.
                for earlier in items {
                    if earlier.id == item.id { break }
                    if let guardStatement = earlier.item.as(GuardStmtSyntax.self) { add(versions(in: guardStatement.conditions)) }
                }
            }
            if let declaration = ancestor.asProtocol(WithAttributesSyntax.self) {
                add(versions(in: declaration.attributes))
            }
            child = ancestor
            current = ancestor.parent
        }
        return result
    }

    private static func versions(in conditions: ConditionElementListSyntax) -> [ApplePlatform: OSVersion] {
        var result: [ApplePlatform: OSVersion] = [:]
        for element in conditions {
            guard let check = element.condition.as(AvailabilityConditionSyntax.self),
                  check.availabilityKeyword.tokenKind == .poundAvailable else { continue }
            result.merge(versions(in: check.availabilityArguments)) { Swift.max($0, $1) }
        }
        return result
    }

    private static func versions(in attributes: AttributeListSyntax) -> [ApplePlatform: OSVersion] {
        var result: [ApplePlatform: OSVersion] = [:]
        for case .attribute(let attribute) in attributes {
            guard attribute.attributeName.trimmedDescription == "available",
                  case .availability(let arguments)? = attribute.arguments else { continue }
            result.merge(versions(in: arguments)) { Swift.max($0, $1) }
        }
        return result
    }

    /// `iOS 17, macOS 14, *` and the long form `iOS, introduced: 17.0`.
    private static func versions(in arguments: AvailabilityArgumentListSyntax) -> [ApplePlatform: OSVersion] {
        var result: [ApplePlatform: OSVersion] = [:]
        var longFormPlatform: ApplePlatform?
        for argument in arguments {
            switch argument.argument {
            case .availabilityVersionRestriction(let restriction):
                guard let platform = ApplePlatform(availabilityName: restriction.platform.text),
                      let text = restriction.version?.trimmedDescription, let version = OSVersion(text) else { continue }
                result[platform] = Swift.max(result[platform] ?? version, version)
            case .token(let token):
                longFormPlatform = ApplePlatform(availabilityName: token.text)
            case .availabilityLabeledArgument(let labeled):
                guard labeled.label.text == "introduced", let platform = longFormPlatform,
                      case .version(let tuple) = labeled.value, let version = OSVersion(tuple.trimmedDescription) else { continue }
                result[platform] = Swift.max(result[platform] ?? version, version)
            }
        }
        return result
    }
}

extension RuleOptions {
    /// The deployment target in force at a type's name: the file's target raised by the
    /// availability around the declaration (known without its tree).
    public func deploymentTarget(of type: TypeDeclaration) -> DeploymentTarget {
        guard deploymentTarget.isKnown else { return deploymentTarget }
        return deploymentTarget.raised(by: type.availability)
    }

    /// The deployment target in force at `node`: the file's target raised by the availability
    /// checks and attributes around it.
    public func deploymentTarget(at node: some SyntaxProtocol) -> DeploymentTarget {
        guard deploymentTarget.isKnown else { return deploymentTarget }
        return deploymentTarget.raised(by: AvailabilityContext.versions(at: node))
    }

    /// Whether Observation exists at `node`: the file's target already has it (availability can
    /// only raise a target, so `node` — a released tree parsed again — is not asked for), or the
    /// checks and attributes around `node` raise it that far.
    public func supportsObservation<Node: SyntaxProtocol>(at node: @autoclosure () -> Node) -> Bool {
        deploymentTarget.supportsObservation || deploymentTarget(at: node()).supportsObservation
    }
}
