import Combine
import Observation

@Observable final class DocumentModel {
    var title = "Untitled"
    var isPinned = false
}

@Observable final class ReaderSettings {
    var fontSize = 14.0
}
