import Observation
import SwiftUI

@Observable final class StudySettings {
    var cardsPerSession: Int {
        get {
            access(keyPath: \.cardsPerSession)
            return _cardsPerSessionStorage
        }
        set {
            withMutation(keyPath: \.cardsPerSession) {
                _cardsPerSessionStorage = newValue
            }
        }
    }
    @ObservationIgnored @AppStorage("cardsPerSession") private var _cardsPerSessionStorage = 20
    var showHints = true
}
