import Combine
import Foundation

// The observer calls a private, synchronous method of the class that only recomputes the class's
// own derived list with filter { localizedCaseInsensitiveContains }: the doc's exempt "rebuild own
// state" case. Seen in Pocket Casts podcasts/PodcastPickerModel.swift:28.
struct Podcast { var title: String?; var author: String? }

final class PodcastPickerModel: ObservableObject {
    @Published var allPodcasts: [Podcast] = []
    @Published var filteredPodcasts: [Podcast] = []

    @Published var searchTerm = "" {
        didSet {
            filterPodcasts()
        }
    }

    private func filterPodcasts() {
        if searchTerm.isEmpty {
            filteredPodcasts = allPodcasts
            return
        }
        filteredPodcasts = allPodcasts.filter {
            ($0.title?.localizedCaseInsensitiveContains(searchTerm) ?? false)
                || ($0.author?.localizedCaseInsensitiveContains(searchTerm) ?? false)
        }
    }
}
