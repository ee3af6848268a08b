import SwiftUI
import Combine

// ObservableObject @Published @StateObject @ObservedObject @EnvironmentObject .environmentObject(
// objectWillChange WithViewStore ViewStore ViewStoreOf @PresentationState @BindingState
/* class Fake: ObservableObject { @Published var x = 0 }  objectWillChange.send()  .environmentObject(model) */
/// Doc comment: prefer `@StateObject` over `@ObservedObject`; `.environmentObject(model)` becomes `.environment(model)`.

final class Store: ObservableObject {
    @Published var title = "@Published in a string, ObservableObject too"
    @Published var note = """
        @StateObject var x = Model() // .environmentObject(x) objectWillChange ObservableObject
        """
    let label = "objectWillChange WithViewStore ViewStore @BindingState @PresentationState"
    let raw = #"@EnvironmentObject ".environmentObject(" ObservableObject"#

    func touch() {
        objectWillChange.send() // objectWillChange in a trailing comment
        print("objectWillChange.send() and \(title) ObservableObject")
    }
}

protocol Refining: ObservableObject {}

final class Other {}

extension Other: ObservableObject {}
