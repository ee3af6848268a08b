import SwiftUI

struct TodoEditor: View {
    @ObservedObject var todo: TodoModel

    var body: some View {
        Form {
            TextField("Title", text: $todo.title)
            DoneToggle(isOn: $todo.isDone)
            if !todo.subtasks.isEmpty {
                TextField("First step", text: $todo.subtasks[0].title)
            }
        }
    }
}

struct DoneToggle: View {
    @Binding var isOn: Bool

    var body: some View {
        Toggle("Done", isOn: $isOn)
    }
}

struct SubtaskList: View {
    @ObservedObject private(set) var todo: TodoModel

    var body: some View {
        List($todo.subtasks) { $subtask in
            Toggle(subtask.title, isOn: $subtask.isDone)
        }
    }
}
