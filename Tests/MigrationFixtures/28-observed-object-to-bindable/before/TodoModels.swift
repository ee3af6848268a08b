import Combine
import Foundation

struct Subtask: Identifiable, Equatable {
    let id = UUID()
    var title: String
    var isDone = false
}

final class TodoModel: ObservableObject {
    @Published var title = ""
    @Published var isDone = false
    @Published var subtasks: [Subtask] = []
}
