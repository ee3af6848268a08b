import ComposableArchitecture
import SwiftUI

@Reducer
struct LibraryFeature {
    @ObservableState
    struct State: Equatable {
        var books: IdentifiedArrayOf<BookFeature.State> = []
        @Presents var detail: DetailFeature.State?
        @Presents var editor: EditorFeature.State?
        var title = "Library"
    }
    enum Action {
        case books(IdentifiedActionOf<BookFeature>)
        case detail(PresentationAction<DetailFeature.Action>)
        case editor(PresentationAction<EditorFeature.Action>)
    }
    var body: some ReducerOf<Self> {
        EmptyReducer()
            .forEach(\.books, action: \.books) { BookFeature() }
            .ifLet(\.$detail, action: \.detail) { DetailFeature() }
            .ifLet(\.$editor, action: \.editor) { EditorFeature() }
    }
}

@Reducer
struct BookFeature {
    @ObservableState
    struct State: Equatable, Identifiable {
        let id: Int
        var title = ""
    }
    enum Action {
        case tapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct BookRow: View {
    let store: StoreOf<BookFeature>

    var body: some View {
        Text("Book")
    }
}

@Reducer
struct DetailFeature {
    @ObservableState
    struct State: Equatable {
        var title = ""
    }
    enum Action {
        case doneButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct DetailView: View {
    let store: StoreOf<DetailFeature>

    var body: some View {
        Text("Detail")
    }
}

@Reducer
struct EditorFeature {
    @ObservableState
    struct State: Equatable {
        var title = ""
    }
    enum Action {
        case doneButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct EditorView: View {
    let store: StoreOf<EditorFeature>

    var body: some View {
        Text("Editor")
    }
}
