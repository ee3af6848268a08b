import Combine
import Observation

protocol ItemProviding: AnyObject {
    var items: [String] { get }
}

@Observable final class InboxModel: ItemProviding {
    var items: [String] = ["Welcome"]
}

@Observable final class ArchiveModel: ItemProviding {
    var items: [String] = []
}
