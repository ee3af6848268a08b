import SwiftUI

final class SingleImportModel: ObservableObject {
    @Published var value = 0
}
