import SwiftUI

struct ChainView: View {
    @StateObject private var model = FilteredListViewModel()
    @StateObject private var clock = ClockModel()

    var body: some View {
        List(model.visibleRows, id: \.self) { Text($0) }
            .overlay { if model.isLoading { ProgressView() } }
    }
}

struct TitlesView<Store: ListStore>: View {
    @ObservedObject var store: Store

    var body: some View {
        List(store.titles, id: \.self) { Text($0) }
    }
}

struct TodoScreen: View {
    @StateObject private var todos = TodoStore()
    @StateObject private var download = DownloadModel()

    var body: some View {
        VStack {
            TitlesView(store: todos)
            ProgressView(value: download.progress)
        }
    }
}
