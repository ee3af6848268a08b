import Combine
import Foundation
import Observation

protocol GalleryDelegate: AnyObject {
    func galleryDidFinish()
}

@Observable final class GalleryModel {
    static var sharedCacheLimit = 100
    static let placeholder = "photo"

    var photos: [String] = []
    let albumID: String
    weak var delegate: GalleryDelegate?

    /// Thumbnails decoded so far, keyed by photo name.
    @ObservationIgnored private var cache: [String: Data] = [:]
    private(set) var loadCount = 0
    var lastError: Error?
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()

    var isEmpty: Bool { photos.isEmpty }
    var title: String {
        get { albumID.uppercased() }
        set { print(newValue) }
    }

    init(albumID: String) {
        self.albumID = albumID
    }

    func load() {
        loadCount += 1
        photos = ["a", "b"]
        cache["a"] = Data()
        delegate?.galleryDidFinish()
    }
}
