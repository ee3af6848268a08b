import Foundation
import Combine

// A three-model ring: Alpha → Beta → Gamma → Alpha.
final class AlphaModel: ObservableObject {
    @Published var alpha = 0
    var beta: BetaModel?
}

final class BetaModel: ObservableObject {
    @Published var beta = 0
    var gamma: GammaModel?
}

final class GammaModel: ObservableObject {
    @Published var gamma = 0
    weak var alpha: AlphaModel?
}
