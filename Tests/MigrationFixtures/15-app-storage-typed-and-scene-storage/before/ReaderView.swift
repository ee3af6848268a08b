import SwiftUI

struct ReaderView: View {
    @ObservedObject var preferences: ReaderPreferences
    @AppStorage("showsPageNumbers") private var showsPageNumbers = true

    var body: some View {
        VStack {
            Text("Chapter \(preferences.lastChapter)")
                .font(.system(size: preferences.fontSize))
            if showsPageNumbers {
                Text(preferences.theme)
            }
        }
    }
}
