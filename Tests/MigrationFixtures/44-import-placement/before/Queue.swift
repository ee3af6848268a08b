import Combine
import Dispatch
import Foundation

final class QueueModel: ObservableObject {
    @Published var jobs = 0
    let queue = DispatchQueue(label: "jobs")
}
