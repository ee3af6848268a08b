import SwiftUI

/// Shown on first launch.
struct OnboardingView: View {
    @State private var model = OnboardingModel()
    var onFinish: () -> Void = {}

    var body: some View {
        VStack {
            Text(model.title)
                .font(.title)
            ProgressView(value: Double(model.step + 1), total: Double(model.pages.count))
            Button(model.hasFinished ? "Start" : "Next") {
                model.advance()
                if model.hasFinished { onFinish() }
            }
        }
        .padding()
    }
}
