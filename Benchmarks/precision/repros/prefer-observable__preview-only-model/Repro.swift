import SwiftUI
import Combine

struct Keypad: View {
    @Binding var pin: String
    var body: some View { TextField("PIN", text: $pin) }
}

struct Keypad_Previews: PreviewProvider {
    static var previews: some View { TestView() }

    struct TestView: View {
        final class PreviewModel: ObservableObject { @Published var pin = "" }
        @StateObject var model = PreviewModel()
        var body: some View { Keypad(pin: $model.pin) }
    }
}
