import SwiftUI

struct FilterView: View {
    @State private var filter = FilterModel()
    @State private var log: [String] = []

    var body: some View {
        List(log, id: \.self) { Text($0) }
            .onChange(of: filter.query) { _, newValue in
                log.append("query: \(newValue)")
            }
            .onChange(of: filter.showArchived) {
                log.removeAll()
            }
            .onChange(of: filter.pageSize) { _, newValue in resize(newValue) }
            .onChange(of: log.count) { print("count", $1) }
            .onChange(of: filter.query) { oldValue, newValue in
                print(oldValue, newValue)
            }
    }

    private func resize(_ size: Int) {
        log = Array(log.prefix(size))
    }
}
