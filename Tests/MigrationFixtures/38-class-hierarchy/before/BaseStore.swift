import Combine
import Foundation

class BaseStore: ObservableObject {
    @Published var isLoading = false
    @Published var errorMessage: String?
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
