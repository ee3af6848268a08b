import SwiftUI
import WidgetKit

// A widget's snapshot model: a vestigial ObservableObject held with @State (which does not
// subscribe to an ObservableObject), built and filled synchronously by the nonisolated
// TimelineProvider. No view observes it; @MainActor would force the provider onto the main actor.
// Seen in Pocket Casts WidgetExtension/Data/WidgetEpisode.swift:4.
class WidgetEpisode: ObservableObject {
    @Published var title: String
    @Published var imageData: Data?

    init(title: String) { self.title = title }

    func loadImageData(from url: URL) { imageData = try? Data(contentsOf: url) }
}

struct EpisodeEntry: TimelineEntry { let date: Date; let episode: WidgetEpisode }

struct EpisodeProvider: TimelineProvider {
    func placeholder(in context: Context) -> EpisodeEntry { EpisodeEntry(date: .now, episode: WidgetEpisode(title: "")) }
    func getSnapshot(in context: Context, completion: @escaping (EpisodeEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<EpisodeEntry>) -> Void) {
        let episode = WidgetEpisode(title: "Next up")
        episode.loadImageData(from: URL(fileURLWithPath: "/tmp/art.jpg"))
        completion(Timeline(entries: [EpisodeEntry(date: .now, episode: episode)], policy: .atEnd))
    }
}

struct EpisodeView: View {
    @State var episode: WidgetEpisode
    var body: some View { Text(episode.title) }
}
