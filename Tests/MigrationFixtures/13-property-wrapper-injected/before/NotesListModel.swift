import Combine
import Foundation

@MainActor
final class NotesListModel: ObservableObject {
    @Injected var api: NotesAPI
    @Injected private var cache: ImageCache
    @Published var notes: [String] = []

    func refresh() async {
        notes = await api.fetch()
        cache.count = notes.count
    }
}
