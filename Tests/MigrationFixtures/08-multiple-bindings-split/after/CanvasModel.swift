import Combine
import Foundation
import Observation

@Observable final class CanvasModel {
    var width = 320.0
    var height = 480.0
    @ObservationIgnored private var lastWidth = 0.0
    @ObservationIgnored private var lastHeight = 0.0
    var minZoom: Double = 0.5
    var maxZoom: Double = 4 // pinch limits

    func resize(width: Double, height: Double) {
        lastWidth = self.width
        lastHeight = self.height
        self.width = width
        self.height = height
    }
}
