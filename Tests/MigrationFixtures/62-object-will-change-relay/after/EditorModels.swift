import Combine
import Foundation
import Observation

@Observable final class SettingsModel {
    var fontSize = 14.0
    var theme = "Light"
}

/// Relays the settings' changes so that views reading `summary` redraw. With @Observable both
/// ways, reading `settings.fontSize` through `summary` is tracked: the relay goes.
@Observable final class EditorModel {
    var text = ""
    let settings: SettingsModel

    init(settings: SettingsModel) {
        self.settings = settings
    }

    var summary: String {
        "\(text.count) characters, \(settings.fontSize) pt, \(settings.theme)"
    }
}

/// The same relay kept in a property, beside a subscription that stays.
@Observable final class StatusBarModel {
    var message = ""
    private let editor: EditorModel
    @ObservationIgnored private var ticks: AnyCancellable?

    init(editor: EditorModel) {
        self.editor = editor
        ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { [weak self] _ in
            self?.message = ""
        }
    }

    var wordCount: Int {
        editor.text.split(separator: " ").count
    }
}
