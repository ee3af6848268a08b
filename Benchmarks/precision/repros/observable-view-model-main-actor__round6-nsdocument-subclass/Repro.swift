import AppKit
import SwiftUI

// NSDocument is @MainActor in the SDK (its concurrent-reading methods are nonisolated), so an
// @Observable document subclass is main-actor isolated already.
// Seen in CotEditor Document/DataDocument.swift:29, Document/PreviewDocument.swift:35.
@Observable class DataDocument: NSDocument {
    var fileSize: Int = 0
    override nonisolated func read(from url: URL, ofType typeName: String) throws {}
}

@Observable final class PreviewDocument: DataDocument {
    var previewSize: CGSize?
}

struct InspectorView: View {
    var document: PreviewDocument
    var body: some View { Text("\(document.fileSize)") }
}
