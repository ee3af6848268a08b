import SwiftUI

struct ProfileView: View {
    @ObservedObject var model: ProfileModel

    var body: some View {
        Form {
            TextField("Name", text: $model.name)
            TextField("Draft", text: $model.draft)
            Text(model.greeting)
            Text(model.isValid ? "OK" : "Name required")
            Text("\(model.savedCount) saves")
        }
    }
}
