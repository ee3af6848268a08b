import Combine
import Foundation

final class ProfileModel: ObservableObject {
    @Published var name = ""
    @Published var isValid = false
    @Published var greeting = ""
    @Published var draft = ""
    @Published var savedCount = 0
    private var cancellables = Set<AnyCancellable>()

    init() {
        // Validation follows the name, including its first value.
        $name
            .map { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .assign(to: &$isValid)
        $name
            .removeDuplicates()
            .dropFirst()
            .filter { !$0.isEmpty }
            .map { "Hello, \($0)!" }
            .assign(to: \.greeting, on: self)
            .store(in: &cancellables)
        $draft
            .dropFirst()
            .sink { [weak self] text in
                guard let self else { return }
                self.savedCount += 1
                print("saved \(text)")
            }
            .store(in: &cancellables)
    }
}
