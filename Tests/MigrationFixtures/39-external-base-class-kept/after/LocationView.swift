import SwiftUI

struct LocationView: View {
    @StateObject private var location = LocationModel()

    var body: some View {
        Text(location.city)
    }
}
