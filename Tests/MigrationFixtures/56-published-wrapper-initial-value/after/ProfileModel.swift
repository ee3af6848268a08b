import Combine
import Observation
import SwiftUI

@Observable final class ProfileModel {
    var level: Int = 1
    var name: String = "Guest"
    var score: Int

    init(score: Int) {
        self.score = score
    }
}

struct ProfileView: View {
    @State private var model = ProfileModel(score: 0)

    var body: some View {
        Text("\(model.name): \(model.level)")
    }
}
