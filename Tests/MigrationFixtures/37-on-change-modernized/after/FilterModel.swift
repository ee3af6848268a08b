import Combine
import Observation

@Observable final class FilterModel {
    var query = ""
    var showArchived = false
    var pageSize = 20
}
