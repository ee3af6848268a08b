import SwiftUI
import Observation

// UIImage(data:) parses the header only; the pixels are decoded lazily when drawn.
@MainActor
@Observable
final class AvatarModel {
    var image: UIImage?

    func load(_ url: URL) async {
        guard let (data, _) = try? await URLSession.shared.data(from: url) else { return }
        image = UIImage(data: data)
    }
}
