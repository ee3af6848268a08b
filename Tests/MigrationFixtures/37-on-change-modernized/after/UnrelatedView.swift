import SwiftUI

// Not touched by the migration: its deprecated onChange is left to the lint rule.
struct UnrelatedView: View {
    @State private var count = 0

    var body: some View {
        Text("\(count)")
            .onChange(of: count) { newValue in
                print(newValue)
            }
    }
}
