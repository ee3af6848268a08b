import ComposableArchitecture
import SwiftUI

struct ReportTable: View {
    let viewStore: ViewStoreOf<ReportFeature>

    var body: some View {
        ForEach(viewStore.rows, id: \.self) { row in
            Text(row)
        }
    }
}
