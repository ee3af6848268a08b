import SwiftUI

struct EventEditor: View {
    @ObservedObject var event: EventModel
    @EnvironmentObject var settings: CalendarSettings

    var body: some View {
        Form {
            titleField
            allDayToggle
            Text(settings.weekStartsOnMonday ? "Mon" : "Sun")
        }
    }
}
