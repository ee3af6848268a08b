import Combine
import Foundation
import Observation

@Observable class BaseStore {
    var isLoading = false
    var errorMessage: String?
    var requestCount = 0

    func begin() {
        requestCount += 1
        isLoading = true
    }

    func end(error: String? = nil) {
        errorMessage = error
        isLoading = false
    }
}
