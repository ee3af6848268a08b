import Combine
import Foundation
import Observation

struct Subtask: Identifiable, Equatable {
    let id = UUID()
    var title: String
    var isDone = false
}

@Observable final class TodoModel {
    var title = ""
    var isDone = false
    var subtasks: [Subtask] = []
}
