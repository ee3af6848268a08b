import SwiftUI

extension EventEditor {
    var titleField: some View {
        TextField("Title", text: $event.title)
    }

    @ViewBuilder
    var allDayToggle: some View {
        Toggle("All day", isOn: $event.isAllDay)
        Toggle("Monday first", isOn: $settings.weekStartsOnMonday)
    }
}
