import ComposableArchitecture
import SwiftUI

@Reducer
struct AssetsFeature {
    @ObservableState
    struct State: Equatable {
        var nfts: NFTListFeature.State?
        var tokens: TokenListFeature.State?
    }
    enum Action {
        case child(Child)

        @CasePathable
        enum Child {
            case nfts(NFTListFeature.Action)
            case tokens(TokenListFeature.Action)
        }
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

enum AssetKind {
    case nfts, tokens
}

struct EmptyListView: View {
    let kind: AssetKind

    init(_ kind: AssetKind) {
        self.kind = kind
    }

    var body: some View {
        Text("Nothing here")
    }
}

struct TokenList: View {
    let store: StoreOf<TokenListFeature>

    var body: some View {
        Text("Tokens")
    }
}

struct NFTList: View {
    let store: StoreOf<NFTListFeature>

    var body: some View {
        Text("NFTs")
    }
}

@Reducer
struct TokenListFeature {
    @ObservableState
    struct State: Equatable {
        var symbols: [String] = []
    }
    enum Action {
        case refresh
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct NFTListFeature {
    @ObservableState
    struct State: Equatable {
        var names: [String] = []
    }
    enum Action {
        case refresh
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}
