import Combine
import Foundation
import Observation

@Observable final class ProfileModel: Identifiable {
    let id = UUID()
    var name = ""
}

@Observable class TagModel: Identifiable {
    let id: Int
    var label: String

    init(id: Int, label: String) {
        self.id = id
        self.label = label
    }
}

@Observable final class Box<Value: Equatable> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

@Observable class NoteModel { // one per open note
    var text = ""
}

@Observable final class SelectionModel<ID>: CustomStringConvertible where ID: Hashable {
    var selected: Set<ID> = []
    var description: String { "\(selected.count) selected" }
}
