import Combine

final class NotesModel: ObservableObject {
    @Published var notes: [String] = []
    private var saveCount = 0
}

final class TagsModel: ObservableObject {
    @Published var tags: [String] = []
    private var loadCount = 0
}
