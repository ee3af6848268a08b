import Combine
import SwiftUI

final class ProfileModel: ObservableObject {
    @Published(initialValue: 1) var level: Int
    @Published(wrappedValue: "Guest") var name: String
    @Published var score: Int

    init(score: Int) {
        self.score = score
    }
}

struct ProfileView: View {
    @StateObject private var model = ProfileModel(score: 0)

    var body: some View {
        Text("\(model.name): \(model.level)")
    }
}
