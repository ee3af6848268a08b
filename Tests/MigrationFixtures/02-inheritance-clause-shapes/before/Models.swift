import Combine
import Foundation

final class ProfileModel: ObservableObject, Identifiable {
    let id = UUID()
    @Published var name = ""
}

class TagModel: Identifiable, ObservableObject {
    let id: Int
    @Published var label: String

    init(id: Int, label: String) {
        self.id = id
        self.label = label
    }
}

final class Box<Value: Equatable>: ObservableObject {
    @Published var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

class NoteModel: ObservableObject { // one per open note
    @Published var text = ""
}

final class SelectionModel<ID>: ObservableObject, CustomStringConvertible where ID: Hashable {
    @Published var selected: Set<ID> = []
    var description: String { "\(selected.count) selected" }
}
