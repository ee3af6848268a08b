import Combine

protocol ItemProviding: AnyObject {
    var items: [String] { get }
}

final class InboxModel: ObservableObject, ItemProviding {
    @Published var items: [String] = ["Welcome"]
}

final class ArchiveModel: ObservableObject, ItemProviding {
    @Published var items: [String] = []
}
