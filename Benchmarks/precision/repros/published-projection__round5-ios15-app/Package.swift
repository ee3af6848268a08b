// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Repro",
    platforms: [.iOS(.v15), .watchOS(.v8)],
    targets: [.target(name: "Repro", path: "Sources")]
)
