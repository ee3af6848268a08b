import Combine
import Observation

@Observable final class AlreadyImportedModel {
    var value = 0
}
