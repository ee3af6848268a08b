import Observation

/// Already migrated. The words below are only in comments and strings:
/// ObservableObject, @Published, @StateObject, @ObservedObject, @EnvironmentObject,
/// .environmentObject(, objectWillChange, WithViewStore, ViewStore, @PresentationState, @BindingState.
@Observable
final class CleanModel {
    var text = "ObservableObject @Published @StateObject @ObservedObject @EnvironmentObject"
    var more = ".environmentObject( objectWillChange WithViewStore ViewStore @PresentationState @BindingState"
}
