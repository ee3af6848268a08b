import Combine
import Foundation

final class SettingsModel: ObservableObject {
    @Published var fontSize = 14.0
    @Published var theme = "Light"
}

/// Relays the settings' changes so that views reading `summary` redraw. With @Observable both
/// ways, reading `settings.fontSize` through `summary` is tracked: the relay goes.
final class EditorModel: ObservableObject {
    @Published var text = ""
    let settings: SettingsModel
    private var cancellables = Set<AnyCancellable>()

    init(settings: SettingsModel) {
        self.settings = settings
        settings.objectWillChange
            .sink { [weak self] _ in self?.objectWillChange.send() }
            .store(in: &cancellables)
    }

    var summary: String {
        "\(text.count) characters, \(settings.fontSize) pt, \(settings.theme)"
    }
}

/// The same relay kept in a property, beside a subscription that stays.
final class StatusBarModel: ObservableObject {
    @Published var message = ""
    private let editor: EditorModel
    private var relay: AnyCancellable?
    private var ticks: AnyCancellable?

    init(editor: EditorModel) {
        self.editor = editor
        relay = editor.objectWillChange.sink { [weak self] _ in
            self?.objectWillChange.send()
        }
        ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { [weak self] _ in
            self?.message = ""
        }
    }

    var wordCount: Int {
        editor.text.split(separator: " ").count
    }
}
