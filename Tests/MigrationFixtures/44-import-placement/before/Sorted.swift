import Combine
import SwiftUI

final class SortedModel: ObservableObject {
    @Published var value = 0
}
