import SwiftUI
import Observation

@MainActor
@Observable
final class TimelineViewModel {
    var ids: [String] = []
    var scrollToId: String?
    func jumpToTop() { scrollToId = ids.first }
}

// The view performs the one-shot scroll command and clears it: the standard acknowledge pattern.
struct TimelineView: View {
    @State private var viewModel = TimelineViewModel()
    var body: some View {
        ScrollViewReader { proxy in
            List(viewModel.ids, id: \.self) { Text($0) }
                .onChange(of: viewModel.scrollToId) { _, id in
                    guard let id else { return }
                    proxy.scrollTo(id, anchor: .top)
                    viewModel.scrollToId = nil
                }
        }
    }
}
