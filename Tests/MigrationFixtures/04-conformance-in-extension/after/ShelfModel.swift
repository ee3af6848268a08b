import Combine
import Observation

@Observable final class ShelfModel {
    var name = "Favourites"
    var count = 0
}
