import Combine
import Observation

@Observable final class NotesModel {
    var notes: [String] = []
    @ObservationIgnored private var saveCount = 0
}

final class TagsModel: ObservableObject {
    @Published var tags: [String] = []
    private var loadCount = 0
}
