import SwiftUI

/// Edits a single note.
struct EditorView: View {
    @Bindable var model: NoteEditorModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            Section("Title") {
                TextField("Title", text: $model.title)
            }
            Section("Body") {
                TextEditor(text: $model.body)
                    .frame(minHeight: 160)
            }
            Section {
                ChildToggleRow(title: "Pinned", systemImage: "pin", isOn: $model.isPinned)
            }
            if let data = model.attachment {
                Section("Attachment") {
                    Text("\(data.count) bytes")
                        .foregroundStyle(.secondary)
                }
            }
        }
        .navigationTitle(model.title.isEmpty ? "New Note" : model.title)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Revert") { model.discardChanges() }
                    .disabled(!model.hasChanges)
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Save") {
                    model.save()
                    dismiss()
                }
                .disabled(!model.hasChanges || model.isSaving)
            }
        }
        .task {
            await model.loadAttachment()
        }
    }
}

/// A labelled toggle row that edits a value owned by its parent.
struct ChildToggleRow: View {
    let title: String
    let systemImage: String
    @Binding var isOn: Bool

    var body: some View {
        Toggle(isOn: $isOn) {
            Label(title, systemImage: systemImage)
        }
    }
}
