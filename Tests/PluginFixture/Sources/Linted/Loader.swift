final class Loader {
    func load() {
        Task.detached { print("loading") }
    }
}
