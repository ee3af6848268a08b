import Foundation
import Combine
import Observation

/// Shared loading behaviour for list screens.
@Observable class BaseListModel {
    var isLoading = false
    var errorMessage: String?

    @ObservationIgnored private var loadTask: Task<Void, Never>?

    func reload() {
        loadTask?.cancel()
        loadTask = Task { [weak self] in
            await self?.performLoad()
        }
    }

    /// Subclasses override to fetch their content.
    func performLoad() async {}

    func cancelTasks() {
        loadTask?.cancel()
        loadTask = nil
    }
}

/// Notes the user has archived, newest first by default.
@Observable final class ArchiveListModel: BaseListModel {
    private(set) var archivedNotes: [Note] = []
    var sortNewestFirst = true {
        didSet { archivedNotes = sorted(archivedNotes); UserDefaults.standard.set(sortNewestFirst, forKey: "archive.newestFirst") }
    }

    private let api: NotesAPI

    init(api: NotesAPI = NotesAPI()) {
        self.api = api
        super.init()
    }

    override func performLoad() async {
        isLoading = true
        defer { isLoading = false }
        do {
            let notes = try await api.fetchArchivedNotes()
            archivedNotes = sorted(notes)
        } catch {}
    }

    private func sorted(_ notes: [Note]) -> [Note] {
        notes.sorted { lhs, rhs in
            sortNewestFirst ? lhs.updatedAt > rhs.updatedAt : lhs.updatedAt < rhs.updatedAt
        }
    }
}
