import Combine

final class DocumentModel: ObservableObject {
    @Published var title = "Untitled"
    @Published var isPinned = false
}

final class ReaderSettings: ObservableObject {
    @Published var fontSize = 14.0
}
