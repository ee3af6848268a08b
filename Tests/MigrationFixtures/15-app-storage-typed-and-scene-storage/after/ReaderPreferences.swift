import Observation
import SwiftUI

@Observable public final class ReaderPreferences {
    /// Body text size in points.
    public var fontSize: Double {
        get {
            access(keyPath: \.fontSize)
            return _fontSizeStorage
        }
        set {
            withMutation(keyPath: \.fontSize) {
                _fontSizeStorage = newValue
            }
        }
    }
    @ObservationIgnored @AppStorage("fontSize") private var _fontSizeStorage: Double = 14
    private(set) var theme: String {
        get {
            access(keyPath: \.theme)
            return _themeStorage
        }
        set {
            withMutation(keyPath: \.theme) {
                _themeStorage = newValue
            }
        }
    }
    @ObservationIgnored @AppStorage("theme", store: UserDefaults(suiteName: "group.reader")) private var _themeStorage: String = "light"
    var lastChapter: Int {
        get {
            access(keyPath: \.lastChapter)
            return _lastChapterStorage
        }
        set {
            withMutation(keyPath: \.lastChapter) {
                _lastChapterStorage = newValue
            }
        }
    }
    @ObservationIgnored @SceneStorage("lastChapter") private var _lastChapterStorage: Int = 0
    public var isReading = false

    public init() {}

    func useDarkTheme() {
        theme = "dark"
    }
}
