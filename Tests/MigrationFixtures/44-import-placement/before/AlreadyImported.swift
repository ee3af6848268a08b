import Combine
import Observation

final class AlreadyImportedModel: ObservableObject {
    @Published var value = 0
}
