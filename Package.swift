// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Remodel",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "RemodelKit", targets: ["RemodelKit"]),
        .executable(name: "remodel", targets: ["remodel"]),
        .executable(name: "remodel-mcp", targets: ["remodel-mcp"]),
        .plugin(name: "RemodelCommandPlugin", targets: ["RemodelCommandPlugin"]),
        .plugin(name: "RemodelBuildToolPlugin", targets: ["RemodelBuildToolPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", exact: "0.12.1"),
    ],
    targets: [
        // The pipeline, one target per layer, so the compiler rejects a cycle:
        // core (source, index, semantics, edits, rule API) ← rules ← project (config, discovery,
        // workspace) ← migrations + plan ← RemodelKit (linter, fix loop, reporters, docs) ← remodel.
        .target(
            name: "RemodelCore",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "RemodelRules",
            dependencies: ["RemodelCore", .product(name: "SwiftSyntax", package: "swift-syntax")],
            plugins: [.plugin(name: "RuleRegistryPlugin")]
        ),
        .target(
            name: "RemodelProject",
            dependencies: ["RemodelCore", "RemodelRules", .product(name: "Yams", package: "Yams")]
        ),
        .target(
            name: "RemodelMigrations",
            dependencies: ["RemodelCore", "RemodelRules", "RemodelProject", .product(name: "SwiftSyntax", package: "swift-syntax")]
        ),
        .target(
            name: "RemodelKit",
            dependencies: [
                "RemodelCore", "RemodelRules", "RemodelProject", "RemodelMigrations",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "remodel",
            dependencies: [
                "RemodelKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The MCP server (`remodel mcp` runs it): apart, so `remodel` does not load the MCP SDK's
        // networking libraries (Foundation's, curl, TLS) at every start.
        .executableTarget(
            name: "remodel-mcp",
            dependencies: [
                "RemodelKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "MCP", package: "swift-sdk"),
            ]
        ),
        .executableTarget(name: "RuleRegistryGenerator", path: "Plugins/RuleRegistryGenerator"),
        .plugin(
            name: "RuleRegistryPlugin",
            capability: .buildTool(),
            dependencies: ["RuleRegistryGenerator"]
        ),
        .plugin(
            name: "RemodelCommandPlugin",
            capability: .command(
                intent: .custom(verb: "remodel", description: "Run remodel (lint, migrate, plan, …) on this package."),
                permissions: [.writeToPackageDirectory(reason: "remodel migrate --write and remodel lint --fix rewrite Swift files in the package.")]
            ),
            dependencies: ["remodel"]
        ),
        .plugin(
            name: "RemodelBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["remodel"]
        ),
        .testTarget(
            name: "RemodelKitTests",
            dependencies: ["RemodelKit", "RemodelRules", .product(name: "Yams", package: "Yams")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
