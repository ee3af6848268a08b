import SwiftUI

struct LocationView: View {
    @StateObject private var location = LocationModel()

    var body: some View {
        VStack {
            Text(location.city)
            Text(location.isAuthorized ? "Authorized" : "Not authorized")
        }
    }
}
