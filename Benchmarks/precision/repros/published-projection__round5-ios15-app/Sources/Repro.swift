import Combine
import Foundation

// An iOS 15 / watchOS 8 package cannot adopt @Observable: its $property pipelines are plain
// Combine with no migration to plan. Seen 20 times in Pocket Casts (iOS 15, watchOS 8), e.g.
// Pocket Casts Watch App/NowPlayingViewModel.swift:111. Main's 3e4d5c3 targets this pattern
// (round 4); the prebuilt binary of this round predates it.
final class NowPlayingViewModel: ObservableObject {
    @Published var upNextCount = 0
    @Published var searchText = ""
    private var cancellables = Set<AnyCancellable>()

    init(dataUpdated: AnyPublisher<Int, Never>) {
        dataUpdated
            .receive(on: RunLoop.main)
            .assign(to: &$upNextCount)
        $searchText
            .debounce(for: .seconds(0.5), scheduler: DispatchQueue.main)
            .sink { print($0) }
            .store(in: &cancellables)
    }
}
