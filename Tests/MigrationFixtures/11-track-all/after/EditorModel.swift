import Combine
import Foundation
import Observation

@Observable final class EditorModel {
    var text = ""
    var fontSize: Double = 14
    private(set) var wordCount = 0
    var lastSaved: Date?
    var tabWidth = 4
    var lineHeight = 1.2
    @ObservationIgnored lazy var formatter = DateFormatter()
    let documentID: UUID

    init(documentID: UUID) {
        self.documentID = documentID
    }

    func update(_ newText: String) {
        text = newText
        wordCount = newText.split(separator: " ").count
        lastSaved = Date()
    }
}
