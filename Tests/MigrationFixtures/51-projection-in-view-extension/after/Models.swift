import Combine
import Observation

@Observable final class EventModel {
    var title = ""
    var isAllDay = false
}

@Observable final class CalendarSettings {
    var weekStartsOnMonday = true
}
