import SwiftUI
import Combine
import Observation

@Observable final class UnsortedModel {
    var value = 0
}
