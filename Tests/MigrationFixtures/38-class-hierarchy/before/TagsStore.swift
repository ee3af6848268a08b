import Combine

class TagsStore: BaseStore {
    @Published var tags: Set<String> = []
    let maximum: Int

    init(maximum: Int) {
        self.maximum = maximum
        super.init()
    }
}

final class PinnedTagsStore: TagsStore {
    @Published var pinned: [String] = []
}
