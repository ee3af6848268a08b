import Combine
import Observation
import SwiftUI

@Observable final class SortedModel {
    var value = 0
}
