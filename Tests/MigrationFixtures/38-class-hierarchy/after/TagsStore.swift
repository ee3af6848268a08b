import Combine
import Observation

@Observable class TagsStore: BaseStore {
    var tags: Set<String> = []
    let maximum: Int

    init(maximum: Int) {
        self.maximum = maximum
        super.init()
    }
}

@Observable final class PinnedTagsStore: TagsStore {
    var pinned: [String] = []
}
