import SwiftUI

// The target's IPHONEOS_DEPLOYMENT_TARGET is "$(DEPLOYMENT_TARGET)", 15.0 in Config.xcconfig:
// the one-parameter onChange is not deprecated there, and the two-parameter form does not exist.
struct CounterView: View {
    @State private var count = 0
    var body: some View {
        Text("\(count)").onChange(of: count) { value in print(value) }
    }
}
