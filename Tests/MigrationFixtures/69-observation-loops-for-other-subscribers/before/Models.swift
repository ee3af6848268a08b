import Combine
import Foundation

/// Subscribed to by other classes (`StatusController`): migrated, and each subscription becomes
/// an observation loop.
final class Settings: ObservableObject {
    @Published var showIcon = true
    @Published var iconName = "star"
    @Published var volume = 0.5
}

/// Its own pipeline is built in a method, not in `init`, so option B's `didSet` rewrite does not
/// apply; it is main-actor isolated, so the pipeline becomes an observation loop on `self`.
@MainActor
final class Preferences: ObservableObject {
    @Published var theme = "light"
    private var cancellables = Set<AnyCancellable>()

    init() {
        bind()
    }

    private func bind() {
        var c = Set<AnyCancellable>()
        $theme
            .receive(on: DispatchQueue.main)
            .sink { theme in
                UserDefaults.standard.set(theme, forKey: "theme")
            }
            .store(in: &c)
        cancellables = c
    }
}

/// Subscribed to from a class that is not on the main actor: kept (option A).
final class Downloads: ObservableObject {
    @Published var progress = 0.0
}

final class ProgressLogger {
    private var cancellable: AnyCancellable?

    init(downloads: Downloads) {
        cancellable = downloads.$progress.sink { value in
            print("progress", value)
        }
    }
}
