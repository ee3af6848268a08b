import Combine
import Foundation
import Observation

@Observable final class ProfileModel {
    var name = "" {
        didSet {
            nameChanged()
            if name != oldValue { nameChanged2() }
        }
    }
    var isValid = false
    var greeting = ""
    var draft = "" {
        didSet { draftChanged() }
    }
    var savedCount = 0

    init() {
        // Validation follows the name, including its first value.
        nameChanged()
    }

    private func nameChanged() {
        let newName = name
        let newName2 = !newName.trimmingCharacters(in: .whitespaces).isEmpty
        isValid = newName2
    }

    private func nameChanged2() {
        let newName = name
        guard !newName.isEmpty else { return }
        let newName2 = "Hello, \(newName)!"
        greeting = newName2
    }

    private func draftChanged() {
        let text = draft
        self.savedCount += 1
        print("saved \(text)")
    }
}
