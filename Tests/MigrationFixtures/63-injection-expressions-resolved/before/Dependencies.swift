/// A minimal stand-in for swift-dependencies' `@Dependency(\.key)`.
@propertyWrapper
struct Dependency<Value> {
    let keyPath: KeyPath<DependencyValues, Value>

    init(_ keyPath: KeyPath<DependencyValues, Value>) {
        self.keyPath = keyPath
    }

    var wrappedValue: Value { DependencyValues()[keyPath: keyPath] }
}

struct DependencyValues {
    var settings: SettingsModel { SettingsModel() }
}
