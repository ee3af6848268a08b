import SwiftUI

/// A UIKit controller that also publishes state for the SwiftUI view it hosts: UIViewController
/// keeps state of its own (title, view, layout) that @Observable cannot track, so the class stays
/// ObservableObject.
final class SettingsController: UIViewController, ObservableObject {
    @Published var isEditing = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
    }
}

/// A project base class does not hide the framework class at the root of the chain.
class ThemedController: UIViewController {
    var accent = "blue"
}

final class ProfileController: ThemedController, ObservableObject {
    @Published var name = ""

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        name = "Me"
    }
}
