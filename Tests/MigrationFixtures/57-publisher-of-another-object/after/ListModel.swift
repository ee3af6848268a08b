import Combine
import Observation
import SwiftUI

/// A project's own publishing wrapper: its `$loading` is not `@Published`.
@propertyWrapper
struct PublishedState<Value> {
    private let subject: CurrentValueSubject<Value, Never>
    init(wrappedValue: Value) { subject = CurrentValueSubject(wrappedValue) }
    var wrappedValue: Value {
        get { subject.value }
        nonmutating set { subject.send(newValue) }
    }
    var projectedValue: AnyPublisher<Value, Never> { subject.eraseToAnyPublisher() }
}

struct CategoryState { @PublishedState var loading = false }
struct AppState { var category = CategoryState() }

final class Store<State> {
    var state: State
    init(_ state: State) { self.state = state }
}

typealias AppStore = Store<AppState>

/// Receives another object's publisher: `assign(to:on:)` works on an @Observable class too.
@Observable final class ListModel {
    var loading = false
    private let store = AppStore(AppState())
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()

    init() {
        store.state.category.$loading.assign(to: \.loading, on: self).store(in: &cancellables)
    }
}

/// Shares only a property name with the publisher above.
@Observable final class OtherModel {
    var loading = false
}

struct ListScreen: View {
    @State private var list = ListModel()
    @State private var other = OtherModel()

    var body: some View {
        Text(list.loading || other.loading ? "Loading" : "Ready")
    }
}
