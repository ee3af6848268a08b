import RemodelCore

extension ProjectQuestion {
    /// Whether the project has a TCA feature (`TCAIndex.features`): "1" or "0". Most projects
    /// have none; their files not importing ComposableArchitecture are not TCA code.
    /// A plain value type is no reducer and names no state (`PlainTypeReach`).
    public static let tcaHasFeatures = ProjectQuestion("tca has features", plainTypes: .noAnswer) { index, _ in index.tca.features.isEmpty ? "0" : "1" }

    /// The states declared in the file at this path that views read through an observed store
    /// (`TCAIndex.isObserved`): for each, its position among the file's facts' `types` and the
    /// qualified name of the feature that owns it, as "position name" lines; empty when none.
    /// A state is a `State` struct or enum, or one a reducer names (`typealias State = …`,
    /// `TCAIndex.features(withStateIn:)`), owned by its feature (`TCAIndex.feature(ownerOfState:in:)`).
    /// Asked instead of the TCA index, a state's file depends on this answer alone, not on every
    /// file's facts.
    /// A plain value type holds no store (`TypeDeclaration.isPlainValueType`), so it observes no
    /// feature; only the changed file's own types may have moved among its facts' `types`.
    public static let tcaObservedStates = ProjectQuestion("tca observed states", plainTypes: .answersAboutChangedFiles { $0 }) { index, path in
        guard let file = index.file(atPath: path) else { return "" }
        let tca = index.tca
        var named: [ObjectIdentifier: TCAFeature] = [:]
        for feature in tca.features(withStateIn: file) {
            if let state = feature.state, state.declaration.name != "State" { named[ObjectIdentifier(state.declaration)] = feature }
        }
        var lines: [String] = []
        for (position, type) in file.facts.types.enumerated() where type.kind == .struct || type.kind == .enum {
            guard type.name == "State" || named[ObjectIdentifier(type)] != nil,
                  let feature = named[ObjectIdentifier(type)] ?? tca.feature(ownerOfState: type.qualifiedName, in: file),
                  feature.state?.declaration === type, tca.isObserved(feature) else { continue }
            lines.append("\(position) \(feature.qualifiedName)")
        }
        return lines.joined(separator: "\n")
    }

    /// `tcaObservedStates`' answer read back: each observed state's position among the file's
    /// facts' `types`, with its feature's qualified name.
    public static func observedStates(_ answer: String) -> [(position: Int, feature: String)] {
        answer.split(separator: "\n").compactMap { line in
            guard let space = line.firstIndex(of: " "), let position = Int(line[..<space]) else { return nil }
            return (position, String(line[line.index(after: space)...]))
        }
    }

    /// Whether the project declares an @Observable type (`Semantics.declaresObservableTypes`): "1" or "0".
    /// A plain value type states no attribute or conformance.
    public static let declaresObservableTypes = ProjectQuestion("declares observable types", plainTypes: .noAnswer) { index, _ in
        index.semantics.declaresObservableTypes ? "1" : "0"
    }

    /// Whether some type of the project declares a `@Published` property with this name: "1" or
    /// "0". A `$x` can project the Combine publisher of an `@Published` property only if one of that
    /// name is declared somewhere, so its receiver (syntax) need not be typed otherwise.
    /// A plain value type's properties have no attribute (`PlainTypeReach`).
    public static let declaresPublishedProperty = ProjectQuestion("declares @Published property", plainTypes: .noAnswer) { index, name in
        let names = index.memoized("ProjectQuestion.publishedPropertyNames") { index in
            Set(index.files.lazy.flatMap(\.facts.types).flatMap(\.properties).filter { $0.hasAttribute("Published") }.map(\.name))
        }
        return names.contains(name) ? "1" : "0"
    }

    /// Whether the class declared in a file is `ObservableObject` (`Semantics.isObservableObject`):
    /// "1" or "0"; asked about `declaration(_:in:)`.
    /// No class conforms through a plain value type, nor is named like one (`PlainTypeReach`).
    public static let isObservableObjectClass = ProjectQuestion(
        "is ObservableObject", plainTypes: .answersAboutChangedFiles(path: ProjectQuestion.pathBeforeLastSeparator)
    ) { index, argument in
        guard let (path, name) = split(argument, at: 1), let id = index.semantics.type(qualifiedName: name, inFile: path) else { return "0" }
        return index.semantics.isObservableObject(id) ? "1" : "0"
    }

    /// Whether a file's type declaration (the n-th of its facts' `types`) is of a view
    /// (`ProjectIndex.isView`): "1" or "0"; asked about `declaration(_:in:)`.
    /// No type conforms through a plain value type; a changed file's types may have moved among its
    /// facts' `types`.
    public static let isViewDeclaration = ProjectQuestion(
        "is view", plainTypes: .answersAboutChangedFiles(path: ProjectQuestion.pathBeforeLastSeparator)
    ) { index, argument in
        guard let (path, ordinal) = split(argument, at: 1), let position = Int(ordinal), let file = index.file(atPath: path),
              file.facts.types.indices.contains(position), let id = index.typeID(of: file.facts.types[position], in: file) else { return "0" }
        return index.isView(id) ? "1" : "0"
    }

    /// The argument naming something declared in a file: the path, then the name or position.
    public static func declaration(_ name: String, in file: SourceFile) -> String { file.path + "\u{1}" + name }

    /// Whether a view observes the class with this qualified name (`ModelRoles.viewObservedModelTypes`): "1" or "0".
    /// `ModelRoles` says which plain value types leave it as it was.
    public static let viewObservedModel = ProjectQuestion("view-observed model", plainTypes: .noAnswerIf(ModelRoles.ignoresPlainTypes(named:))) { index, name in
        index.modelRoles.viewObservedModelTypes.contains(name) ? "1" : "0"
    }
}

extension TCAIndex {
    /// `isTCAFile`, asked without reading the index for a file that imports ComposableArchitecture
    /// or of a project without TCA features: such a file depends on one answer, not on every
    /// file's facts.
    public static func isTCAFile(_ file: SourceFile, context: RuleContext) -> Bool {
        importsComposableArchitecture(file) || context.ask(.tcaHasFeatures) == "1"
    }
}
