import SwiftUI

/// The main task list with inline add and search.
struct TaskListView: View {
    @State private var viewModel = TaskListViewModel()
    @Environment(SettingsModel.self) var settings
    @State private var newTitle = ""

    var body: some View {
        List {
            Section {
                HStack {
                    TextField("New task", text: $newTitle)
                    Button("Add") {
                        viewModel.add(title: newTitle)
                        newTitle = ""
                    }
                    .disabled(newTitle.isEmpty)
                }
            }
            Section {
                ForEach(visibleTasks) { task in
                    TaskRow(task: task) {
                        viewModel.toggle(task)
                    }
                }
            } footer: {
                Text(viewModel.statusMessage)
            }
        }
        .navigationTitle("Tasks (\(viewModel.openCount))")
        .overlay {
            if viewModel.isLoading {
                ProgressView()
            }
        }
        .toolbar {
            Button("Clear Done") {
                viewModel.clearCompleted()
                viewModel.statusMessage = "Cleared completed tasks"
            }
        }
        .searchable(text: $viewModel.filterText)
        .onChange(of: viewModel.filterText) { _, newValue in
            viewModel.statusMessage = newValue.isEmpty ? "" : "Filtering…"
        }
        .onAppear {
            Task {
                await viewModel.load()
            }
        }
    }

    private var visibleTasks: [TaskItem] {
        let tasks = settings.visible(viewModel.tasks)
        guard !viewModel.filterText.isEmpty else { return tasks }
        return tasks.filter { $0.title.localizedCaseInsensitiveContains(viewModel.filterText) }
    }
}

struct TaskRow: View {
    let task: TaskItem
    let onToggle: () -> Void

    var body: some View {
        Button(action: onToggle) {
            HStack {
                Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
                Text(task.title)
                    .strikethrough(task.isDone)
                Spacer()
                if task.priority == .high {
                    Image(systemName: "exclamationmark")
                        .foregroundStyle(.red)
                }
            }
        }
    }
}
