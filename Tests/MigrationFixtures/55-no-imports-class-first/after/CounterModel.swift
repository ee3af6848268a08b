import Observation

@Observable class CounterModel { var count = 0 }
