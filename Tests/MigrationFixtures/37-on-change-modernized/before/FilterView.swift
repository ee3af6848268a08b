import SwiftUI

struct FilterView: View {
    @StateObject private var filter = FilterModel()
    @State private var log: [String] = []

    var body: some View {
        List(log, id: \.self) { Text($0) }
            .onChange(of: filter.query) { newValue in
                log.append("query: \(newValue)")
            }
            .onChange(of: filter.showArchived) { _ in
                log.removeAll()
            }
            .onChange(of: filter.pageSize, perform: resize)
            .onChange(of: log.count) { print("count", $0) }
            .onChange(of: filter.query) { oldValue, newValue in
                print(oldValue, newValue)
            }
    }

    private func resize(_ size: Int) {
        log = Array(log.prefix(size))
    }
}
