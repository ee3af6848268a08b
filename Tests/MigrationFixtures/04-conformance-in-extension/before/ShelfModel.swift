import Combine

final class ShelfModel {
    @Published var name = "Favourites"
    @Published var count = 0
}
