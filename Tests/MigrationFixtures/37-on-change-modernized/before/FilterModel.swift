import Combine

final class FilterModel: ObservableObject {
    @Published var query = ""
    @Published var showArchived = false
    @Published var pageSize = 20
}
