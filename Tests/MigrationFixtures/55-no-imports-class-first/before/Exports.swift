// The module re-exports its frameworks here, so the model files below have no imports at all.
@_exported import Combine
@_exported import SwiftUI
