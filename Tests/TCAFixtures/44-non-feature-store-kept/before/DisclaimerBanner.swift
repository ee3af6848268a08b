import ComposableArchitecture
import SwiftUI

extension View {
	/// Shows a banner while the flag store holds `true`.
	@MainActor
	func disclaimerBanner(_ store: Store<Bool, Never>) -> some View {
		VStack(spacing: 0) {
			WithViewStore(store, observe: { $0 }) { viewStore in
				if viewStore.state {
					Text("Developer preview")
				}
			}
			self
		}
	}
}
