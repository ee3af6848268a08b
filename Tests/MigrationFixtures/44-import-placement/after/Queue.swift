import Combine
import Dispatch
import Foundation
import Observation

@Observable final class QueueModel {
    var jobs = 0
    let queue = DispatchQueue(label: "jobs")
}
