import Foundation

/// A tiny service locator, the kind many apps roll themselves.
enum Services {
    nonisolated(unsafe) static var registry: [ObjectIdentifier: Any] = [:]
}

@propertyWrapper
struct Injected<Service> {
    let wrappedValue: Service

    init() {
        guard let service = Services.registry[ObjectIdentifier(Service.self)] as? Service else {
            fatalError("\(Service.self) is not registered")
        }
        wrappedValue = service
    }
}

final class NotesAPI {
    func fetch() async -> [String] { [] }
}

final class ImageCache {
    var count = 0
}
