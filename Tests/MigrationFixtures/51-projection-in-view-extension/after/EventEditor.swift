import SwiftUI

struct EventEditor: View {
    @Bindable var event: EventModel
    @Environment(CalendarSettings.self) var settings

    var body: some View {
        Form {
            titleField
            allDayToggle
            Text(settings.weekStartsOnMonday ? "Mon" : "Sun")
        }
    }
}
