import SwiftUI
import Combine

final class UnsortedModel: ObservableObject {
    @Published var value = 0
}
