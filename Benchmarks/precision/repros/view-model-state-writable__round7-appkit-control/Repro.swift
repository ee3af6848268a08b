import AppKit
import SwiftUI

// An AppKit control that publishes its state to the SwiftUI content it hosts, configured by a
// SwiftUI wrapper (and by the AppKit view around it): `state` is the control's API, not a view
// model's state a view should leave alone.
// Seen in WWDC PlayerUI/Views/PUIButtonView.swift:97 (PUIButton: NSControl) and
// PlayerUI/Views/PUIPlaybackSpeedToggle.swift:124, :126 (PUIPlaybackSpeedToggle: NSView).
public final class PUIButton: NSControl, ObservableObject {
    @Published public var state: NSControl.StateValue = .off
    @Published public var isToggle = false

    public override func mouseDown(with event: NSEvent) {
        if isToggle { state = (state == .on) ? .off : .on }
    }
}

final class SpeedToggle: NSView, ObservableObject {
    @Published var speed = 1.0
    func reset() { speed = 1.0 }
}

struct PUIButtonView: View {
    @StateObject private var button = PUIButton(frame: .zero)
    var isOn: Bool

    var body: some View {
        Color.clear.onAppear { button.state = isOn ? .on : .off }
    }
}

private struct SpeedToggleContent: View {
    @EnvironmentObject private var controller: SpeedToggle

    var body: some View {
        Button("Speed") { controller.speed = controller.speed == 1.0 ? 2.0 : 1.0 }
    }
}
