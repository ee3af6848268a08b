// swift-tools-version: 6.1
// A package that uses Remodel's plugins the way an app's package does; PluginEndToEndTests copies
// it to .build/plugin-e2e and points the dependency at the repository by absolute path.
import PackageDescription

let package = Package(
    name: "PluginFixture",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Remodel", path: "../.."),
    ],
    targets: [
        // Linted with the command plugin: `swift package plugin remodel lint --target App`.
        .target(name: "App"),
        // Linted on every build by the build-tool plugin.
        .target(name: "Linted", plugins: [.plugin(name: "RemodelBuildToolPlugin", package: "Remodel")]),
    ]
)
