import Observation
import SwiftUI

@Observable final class AppearanceState {
    var theme = "system"
    var accent = "blue"
}

final class FontState: ObservableObject {
    @Published var size = 14
}

protocol AppearanceEventHandler {
    func themeChanged(_ theme: String)
}

@Observable final class LayoutState {
    var isCompact = false
}

// Closures handed in by the screen's coordinator.
final class LayoutEventHandler {
    var compactToggled: (Bool) -> Void = { _ in }
}

final class FontHandler {
    func sizeChanged(size: Int) { print(size) }
}

// `perform:` given a method that takes the value unlabelled: a trailing closure calls it.
struct AppearanceView: View {
    @State private var state = AppearanceState()
    let handler: any AppearanceEventHandler

    var body: some View {
        Form {
            Text(state.theme)
            Text(state.accent)
        }
        .onChange(of: state.theme, initial: true) { handler.themeChanged($1) }
        .onChange(of: state.accent, initial: true) { accentChanged($1) }
    }

    private func accentChanged(_ accent: String) { print(accent) }
}

// `perform:` given a closure property: a closure takes no argument labels.
struct LayoutView: View {
    @State private var layout = LayoutState()
    let events: LayoutEventHandler

    var body: some View {
        Toggle("Compact", isOn: $layout.isCompact)
            .onChange(of: layout.isCompact, initial: true) { events.compactToggled($1) }
    }
}

// With an argument label, `fonts.sizeChanged($1)` would not compile: the subscription stays, and
// so does the class.
struct FontView: View {
    @StateObject private var font = FontState()
    let fonts: FontHandler

    var body: some View {
        Text("\(font.size)")
            .onReceive(font.$size, perform: fonts.sizeChanged)
    }
}
