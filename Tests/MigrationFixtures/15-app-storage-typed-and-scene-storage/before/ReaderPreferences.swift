import SwiftUI

public final class ReaderPreferences: ObservableObject {
    /// Body text size in points.
    @AppStorage("fontSize") public var fontSize: Double = 14
    @AppStorage("theme", store: UserDefaults(suiteName: "group.reader")) private(set) var theme: String = "light"
    @SceneStorage("lastChapter") var lastChapter: Int = 0
    @Published public var isReading = false

    public init() {}

    func useDarkTheme() {
        theme = "dark"
    }
}
