import Foundation
import Combine
import Observation

/// Loads, filters and edits the task list.
@MainActor
@Observable
final class TaskListViewModel {
    private(set) var tasks: [TaskItem] = []
    var statusMessage = ""
    var isLoading = false
    public var filterText = ""

    private let fileURL: URL
    private let api: NotesAPI

    init(fileURL: URL = FileManager.default.temporaryDirectory.appendingPathComponent("tasks.json"),
         api: NotesAPI = NotesAPI()) {
        self.fileURL = fileURL
        self.api = api
    }

    var openCount: Int {
        tasks.filter { !$0.isDone }.count
    }

    func loadFromDisk() {
        do {
            let data = try Data(contentsOf: fileURL)
            tasks = try JSONDecoder().decode([TaskItem].self, from: data)
            statusMessage = "Loaded \(tasks.count) tasks"
        } catch {
            print(error)
        }
    }

    func load() async {
        isLoading = true
        do {
            let remote = try await api.fetchTasks()
            await MainActor.run {
                self.tasks = remote
                self.isLoading = false
            }
        } catch {
            isLoading = false
            statusMessage = "Sync failed"
        }
    }

    func add(title: String) {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        tasks.append(TaskItem(title: trimmed))
        DispatchQueue.main.async {
            self.statusMessage = "Added “\(trimmed)”"
        }
    }

    func toggle(_ task: TaskItem) {
        guard let index = tasks.firstIndex(where: { $0.id == task.id }) else { return }
        tasks[index].isDone.toggle()
        statusMessage = tasks[index].isDone ? "Nice work!" : ""
    }

    func clearCompleted() {
        let before = tasks.count
        tasks.removeAll(where: \.isDone)
        statusMessage = "Removed \(before - tasks.count) tasks"
    }
}
