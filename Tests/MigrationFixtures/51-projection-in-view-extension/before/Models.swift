import Combine

final class EventModel: ObservableObject {
    @Published var title = ""
    @Published var isAllDay = false
}

final class CalendarSettings: ObservableObject {
    @Published var weekStartsOnMonday = true
}
