import SwiftUI

struct SearchScreen: View {
    @StateObject private var results = ResultsModel(search: SearchModel())
    @StateObject private var filter = FilterModel()

    var body: some View {
        List(results.results, id: \.self) { Text($0) }
            .overlay { SearchField(search: results.search) }
            .toolbar { Toggle("Unread", isOn: $filter.onlyUnread) }
    }
}

struct SearchField: View {
    @ObservedObject var search: SearchModel

    var body: some View {
        TextField("Search", text: $search.query)
    }
}

struct FeedView: View {
    @StateObject private var feed = FeedModel()
    @State private var count = 0

    var body: some View {
        Text("\(count) new")
            .onReceive(feed.$items) { items in count = items.count }
    }
}

struct TickerView: View {
    @ObservedObject var ticker: TickerModel

    var body: some View {
        Text("\(ticker.price)")
    }
}
