class CounterModel: ObservableObject { @Published var count = 0 }
