import Combine
import Foundation

final class StatsModel: ObservableObject {
    @Published var values: [Double] = []
    lazy var formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.maximumFractionDigits = 1
        return formatter
    }()
    private lazy var calendar = Calendar(identifier: .gregorian)

    var average: String {
        let mean = values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
        return formatter.string(from: NSNumber(value: mean)) ?? "–"
    }

    func weekday(of date: Date) -> Int {
        calendar.component(.weekday, from: date)
    }
}
