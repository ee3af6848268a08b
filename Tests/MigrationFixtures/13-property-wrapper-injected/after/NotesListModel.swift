import Combine
import Foundation
import Observation

@MainActor
@Observable
final class NotesListModel {
    @ObservationIgnored @Injected var api: NotesAPI
    @ObservationIgnored @Injected private var cache: ImageCache
    var notes: [String] = []

    func refresh() async {
        notes = await api.fetch()
        cache.count = notes.count
    }
}
