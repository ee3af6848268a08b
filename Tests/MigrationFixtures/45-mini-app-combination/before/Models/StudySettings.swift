import SwiftUI

final class StudySettings: ObservableObject {
    @AppStorage("cardsPerSession") var cardsPerSession = 20
    @Published var showHints = true
}
