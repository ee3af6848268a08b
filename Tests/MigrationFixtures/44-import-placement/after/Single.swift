import Observation
import SwiftUI

@Observable final class SingleImportModel {
    var value = 0
}
