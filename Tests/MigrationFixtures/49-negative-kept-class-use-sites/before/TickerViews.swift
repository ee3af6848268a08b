import Combine
import SwiftUI

struct TickerScreen: View {
    @StateObject private var ticker = PriceTicker(feed: Just(1).eraseToAnyPublisher())

    var body: some View {
        VStack {
            TickerRow(ticker: ticker)
            SymbolEditor()
        }
        .environmentObject(ticker)
        .onReceive(ticker.$price) { price in
            print(price)
        }
        .onChange(of: ticker.symbol) { newValue in
            print(newValue)
        }
    }
}

struct TickerRow: View {
    @ObservedObject var ticker: PriceTicker

    var body: some View {
        Text("\(ticker.symbol): \(ticker.price)")
    }
}

struct SymbolEditor: View {
    @EnvironmentObject var ticker: PriceTicker

    var body: some View {
        TextField("Symbol", text: $ticker.symbol)
    }
}
