struct Stats: Equatable {
    var followers = 0
}
