import Combine
import Foundation

final class CanvasModel: ObservableObject {
    @Published var width = 320.0
    @Published var height = 480.0
    private var lastWidth = 0.0, lastHeight = 0.0
    var minZoom: Double = 0.5, maxZoom: Double = 4 // pinch limits

    func resize(width: Double, height: Double) {
        lastWidth = self.width
        lastHeight = self.height
        self.width = width
        self.height = height
    }
}
