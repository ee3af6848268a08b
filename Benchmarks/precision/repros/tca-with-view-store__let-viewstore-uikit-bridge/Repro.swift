import ComposableArchitecture
import SwiftUI
import SceneKit

// A `let` ViewStore carried to a UIKit view re-renders nothing in SwiftUI.
struct CubeView: UIViewRepresentable {
    let viewStore: ViewStore<CubeScene.ViewState, CubeScene.Action>

    func makeUIView(context: Context) -> CubeScene { CubeScene(viewStore: viewStore) }
    func updateUIView(_ view: CubeScene, context: Context) {}
}

final class CubeScene: SCNView {
    struct ViewState: Equatable { var cubes: [Int] }
    enum Action { case tapped(Int) }
    private let viewStore: ViewStore<ViewState, Action>
    init(viewStore: ViewStore<ViewState, Action>) {
        self.viewStore = viewStore
        super.init(frame: .zero, options: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
}
