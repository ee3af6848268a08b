import SwiftUI
import Combine

// Persisting a debug log is best effort: there is nothing for the view to show.
final class RelayLog: ObservableObject {
    @Published private(set) var lines: [String] = []
    private let fileURL: URL

    init(fileURL: URL) { self.fileURL = fileURL }

    func append(_ line: String) {
        lines.append(line)
        do {
            try lines.joined(separator: "\n").write(to: fileURL, atomically: true, encoding: .utf8)
        } catch {
            print("RelayLog: could not persist \(fileURL): \(error)")
        }
    }
}

struct RelayLogView: View {
    @ObservedObject var log: RelayLog
    var body: some View { List(log.lines, id: \.self) { Text($0) } }
}
