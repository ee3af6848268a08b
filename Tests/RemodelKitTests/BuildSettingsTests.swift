import Foundation
import Testing
@testable import RemodelKit
@testable import RemodelRules
@testable import RemodelProject

/// Deployment targets and default isolation read from `Package.swift` and `.xcodeproj` (issue 12):
/// a fix or migration that needs iOS 17 / macOS 14 is never offered below it.
struct BuildSettingsTests {
    static let manifest = """
    // swift-tools-version: 6.2
    import PackageDescription

    let appSettings: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

    let package = Package(
        name: "Shop",
        platforms: [.macOS(.v13), .iOS("17.0")],
        targets: [
            .executableTarget(name: "Shop", swiftSettings: appSettings),
            .target(name: "Catalog", path: "Modules/Catalog"),
            .testTarget(name: "ShopTests"),
        ]
    )
    """

    static let onChangeView = """
    import SwiftUI

    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Text("\\(count)").onChange(of: count) { value in print(value) }
        }
    }

    @available(macOS 14, *)
    struct NewCounter: View {
        @State private var count = 0
        var body: some View {
            Text("\\(count)").onChange(of: count) { value in print(value) }
        }
    }

    struct Gated: View {
        @State private var count = 0
        var body: some View {
            if #available(macOS 14, iOS 17, *) {
                Text("\\(count)").onChange(of: count) { value in print(value) }
            }
        }
    }
    """

    static let model = """
    import Combine

    final class Cart: ObservableObject {
        @Published var items: [String] = []
    }
    """

    @Test func packageManifestGivesPlatformsFoldersAndIsolationPerTarget() throws {
        let folder = TemporaryFolder()
        let url = folder.write("Package.swift", Self.manifest)
        folder.write("Sources/Shop/App.swift", "struct App {}\n")
        let container = try #require(PackageManifest.read(url, origin: "Package.swift"))
        #expect(container.deploymentTarget.minimums == [.macOS: OSVersion(13), .iOS: OSVersion(17)])
        let targets = Dictionary(uniqueKeysWithValues: container.targets.map { ($0.origin, $0) })
        let root = folder.url.standardizedFileURL.path
        #expect(targets["Package.swift target 'Shop'"]?.folders == [root + "/Sources/Shop"])
        #expect(targets["Package.swift target 'Shop'"]?.defaultIsolation == .mainActor)
        #expect(targets["Package.swift target 'Catalog'"]?.folders == [root + "/Modules/Catalog"])
        #expect(targets["Package.swift target 'Catalog'"]?.defaultIsolation == .nonisolated)
        #expect(targets["Package.swift target 'ShopTests'"]?.folders == [root + "/Tests/ShopTests"])
        #expect(OSVersion("10.15")! < OSVersion("13")!)
    }

    /// Package manifests through the memo, as Xcode projects: answered from it while the manifest
    /// has the same bytes and every target folder it looked for still exists (or is still
    /// missing); read again when either changes; resolved versions always read again.
    @Test func packageManifestsAreParsedAgainOnlyWhenTheirFilesChange() throws {
        let folder = TemporaryFolder()
        let url = folder.write("Package.swift", Self.manifest)
        // `Shop` has no `path:`: its folder is the first of Sources/, Source/, src/, srcs/ that exists.
        folder.write("Source/Shop/App.swift", "struct App {}\n")
        let root = folder.url.standardizedFileURL.path
        func shopFolders(_ container: BuildContainer?) -> [String]? {
            container?.targets.first { $0.origin == "Package.swift target 'Shop'" }?.folders
        }
        func nextRun(_ memo: XcodeProjectMemo) -> XcodeProjectMemo { XcodeProjectMemo(decoding: memo.encoded()) }

        let fresh = try #require(PackageManifest.read(url, origin: "Package.swift"))
        #expect(shopFolders(fresh) == [root + "/Source/Shop"])
        let first = XcodeProjectMemo()
        #expect(PackageManifest.read(url, origin: "Package.swift", memo: first) == fresh)
        #expect(first.needsStoring)
        let second = nextRun(first)
        #expect(PackageManifest.read(url, origin: "Package.swift", memo: second) == fresh)
        #expect(!second.needsStoring, "an unchanged manifest is answered from the memo")

        // Resolved versions are not kept: a new Package.resolved shows at once.
        folder.write("Package.resolved", ResolvedDependencyTests.resolved("1.9.0"))
        let resolved = nextRun(second)
        #expect(PackageManifest.read(url, origin: "Package.swift", memo: resolved)?.dependencies["swift-composable-architecture"] == OSVersion("1.9.0"))
        #expect(!resolved.needsStoring)

        // A folder it looked for and did not find appears: read again, and the target moves.
        folder.write("Sources/Shop/App.swift", "struct App {}\n")
        let appeared = nextRun(second)
        #expect(shopFolders(PackageManifest.read(url, origin: "Package.swift", memo: appeared)) == [root + "/Sources/Shop"])
        #expect(appeared.needsStoring)
        // The folder it found goes: read again.
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Sources"))
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Source"))
        let gone = nextRun(appeared)
        #expect(shopFolders(PackageManifest.read(url, origin: "Package.swift", memo: gone)) == [root + "/Sources/Shop"])
        #expect(gone.needsStoring)
        // The manifest changes.
        folder.write("Package.swift", Self.manifest.replacingOccurrences(of: ".macOS(.v13)", with: ".macOS(.v14)"))
        let edited = nextRun(gone)
        #expect(PackageManifest.read(url, origin: "Package.swift", memo: edited)?.deploymentTarget.minimums[.macOS] == OSVersion(14))
        #expect(edited.needsStoring)
        #expect(PackageManifest.read(url, origin: "Package.swift", memo: nextRun(edited)) == PackageManifest.read(url, origin: "Package.swift"))
    }

    @Test func sameNamedTypesInTwoTargetsAreResolvedPerTarget() throws {
        // Each target declares its own `Model`: in Catalog a plain struct, in Shop an @Observable
        // view model the view writes behind its back. Shop's view means Shop's class.
        let folder = TemporaryFolder()
        folder.write("Package.swift", Self.manifest)
        folder.write("Modules/Catalog/Model.swift", "struct Model { var count = 0 }\n")
        folder.write("Sources/Shop/Model.swift", """
            import Observation

            @MainActor @Observable final class Model {
                var count = 0
                func increment() { count += 1 }
            }
            """)
        folder.write("Sources/Shop/CountView.swift", """
            import SwiftUI

            struct CountView: View {
                let model: Model
                var body: some View { Button("Reset") { model.count = 0 } }
            }
            """)
        let workspace = try Workspace.load(paths: [], workingDirectory: folder.url)
        let found = Linter(optedIn: everyRuleID).lint(workspace).diagnostics.map { "\($0.path):\($0.line) \($0.ruleID)" }
        #expect(found.contains("Sources/Shop/CountView.swift:5 view-model-state-writable"))
    }

    @Test func aTargetThatAlreadyDeclaresObservableClassesBuildsWhereObservationExists() throws {
        // macOS 13 in the settings, but the target already compiles an unguarded @Observable class
        // (held-out oracle: planetary-social/nos, a stale MACOSX_DEPLOYMENT_TARGET): Cart can migrate.
        let folder = TemporaryFolder()
        folder.write("Package.swift", Self.manifest)
        folder.write("Sources/Shop/Cart.swift", Self.model)
        folder.write("Sources/Shop/Settings.swift", "import Observation\n\n@Observable final class Settings { var dark = false }\n")
        let workspace = try Workspace.load(paths: [], workingDirectory: folder.url)
        let decision = try #require(ObservableMigration(workspace: workspace).decide().classes.first { $0.name == "Cart" })
        #expect(decision.disposition.keepReasons.isEmpty, "\(decision.disposition.keepReasons.map(\.description))")
        let cart = try #require(workspace.files.first { $0.path.hasSuffix("Cart.swift") })
        #expect(workspace.configuration(for: cart).options.deploymentTarget.origin?.contains("already declares an @Observable class") == true)

        // Guarded by @available, it says nothing about the target.
        folder.write("Sources/Shop/Settings.swift", "import Observation\n\n@available(macOS 14, *)\n@Observable final class Settings { var dark = false }\n")
        let guarded = try Workspace.load(paths: [], workingDirectory: folder.url)
        let kept = try #require(ObservableMigration(workspace: guarded).decide().classes.first { $0.name == "Cart" })
        #expect(!kept.disposition.keepReasons.isEmpty)
    }

    @Test func belowObservationTheOnChangeFixAndTheMigrationAreNotOffered() throws {
        let folder = TemporaryFolder()
        folder.write("Package.swift", Self.manifest)
        folder.write("Sources/Shop/Counter.swift", Self.onChangeView)
        folder.write("Sources/Shop/Cart.swift", Self.model)
        let workspace = try Workspace.load(paths: [], workingDirectory: folder.url)
        let found = Linter(optedIn: everyRuleID).lint(workspace).diagnostics.map { "\($0.path):\($0.line) \($0.ruleID)" }
        // macOS 13: no deprecation, no two-parameter onChange — except where #available/@available raise it.
        #expect(!found.contains("Sources/Shop/Counter.swift:6 deprecated-on-change"))
        #expect(found.contains("Sources/Shop/Counter.swift:14 deprecated-on-change"))
        #expect(found.contains("Sources/Shop/Counter.swift:22 deprecated-on-change"))
        // No @Observable below macOS 14: nothing to prefer, and the migration keeps the class.
        #expect(!found.contains { $0.hasSuffix("prefer-observable") })
        let decision = try #require(ObservableMigration(workspace: workspace).decide().classes.first { $0.name == "Cart" })
        #expect(decision.disposition.keepReasons.map(\.description) == [
            "the deployment target macOS 13 (Package.swift target 'Shop') is below macOS 14, which @Observable needs (Sources/Shop/Cart.swift:3); "
                + "raise the deployment target first (or correct it in .remodel.yml if Remodel read it wrong)",
        ])
        // `lint --fix` only rewrites the calls inside the availability checks.
        let plan = FixApplier.plan(workspace, includeUnsafe: false)
        #expect(plan.appliedCount == 2)
        let fixed = try #require(plan.writes.first { $0.file.path.hasSuffix("Counter.swift") })
        #expect(fixed.newText.contains("onChange(of: count) { value in print(value) }"))

        // The configuration wins over the manifest.
        folder.write(".remodel.yml", "deployment_target:\n  macOS: 14\n  iOS: 17\n")
        let configured = try Workspace.load(paths: [], workingDirectory: folder.url)
        let all = Linter(optedIn: everyRuleID).lint(configured).diagnostics.map { "\($0.path):\($0.line) \($0.ruleID)" }
        #expect(all.contains("Sources/Shop/Counter.swift:6 deprecated-on-change"))
        #expect(all.contains("Sources/Shop/Cart.swift:3 prefer-observable"))
    }

    static func pbxproj(deployment: String = "13.0", appIsolation: String = "MainActor") -> String {
        """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Legacy.swift; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                G0 = {isa = PBXGroup; children = (G1, S1, S2); sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (F1); path = Classic; sourceTree = "<group>"; };
                S1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1); path = Mac; sourceTree = "<group>"; };
                S2 = {isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = "<group>"; };
                E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Skipped.swift); target = T1; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1); fileSystemSynchronizedGroups = (S1); name = Mac; };
                T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (); fileSystemSynchronizedGroups = (S2); name = Widget; };
                C0 = {isa = XCBuildConfiguration; buildSettings = {MACOSX_DEPLOYMENT_TARGET = \(deployment); IPHONEOS_DEPLOYMENT_TARGET = 16.0; }; name = Release; };
                C1 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx; SWIFT_DEFAULT_ACTOR_ISOLATION = \(appIsolation); }; name = Release; };
                C2 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; name = Release; };
                L0 = {isa = XCConfigurationList; buildConfigurations = (C0); defaultConfigurationName = Release; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1); defaultConfigurationName = Release; };
                L2 = {isa = XCConfigurationList; buildConfigurations = (C2); defaultConfigurationName = Release; };
                R0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; projectDirPath = ""; targets = (T1, T2); };
            };
            rootObject = R0;
        }
        """
    }

    @Test func xcodeProjectGivesEachTargetItsFilesDeploymentTargetAndIsolation() throws {
        let folder = TemporaryFolder()
        folder.write("Shop.xcodeproj/project.pbxproj", Self.pbxproj())
        let root = folder.url.standardizedFileURL.path
        let container = try #require(XcodeProject.read(folder.url.appendingPathComponent("Shop.xcodeproj"), origin: "Shop.xcodeproj"))
        let settings = BuildSettings(containers: [container])
        // Compile Sources phase, with the project's deployment target and the target's isolation;
        // only the platform the target builds for (SDKROOT) counts.
        let legacy = try #require(settings.settings(for: root + "/Classic/Legacy.swift"))
        #expect(legacy.deploymentTarget?.minimums == [.macOS: OSVersion(13)])
        #expect(legacy.defaultIsolation == .mainActor)
        #expect(legacy.origin == "Shop.xcodeproj target 'Mac'")
        // Synchronized folders, with the target's own settings over the project's.
        let widget = try #require(settings.settings(for: root + "/Widget/Today.swift"))
        #expect(widget.deploymentTarget?.minimums == [.iOS: OSVersion(17)])
        #expect(widget.defaultIsolation == .nonisolated)
        #expect(settings.settings(for: root + "/Mac/Window.swift")?.origin == "Shop.xcodeproj target 'Mac'")
        // A membership exception leaves the file to the project as a whole.
        #expect(settings.settings(for: root + "/Mac/Skipped.swift")?.origin == "Shop.xcodeproj", "\(root) \(container)")
        #expect(settings.settings(for: "/elsewhere/File.swift") == nil)
    }

    /// A project whose Mac target builds on an `.xcconfig` (macOS 12 over the project's 13).
    static func pbxprojWithConfigurationFile(deployment: String = "13.0") -> String {
        pbxproj(deployment: deployment)
            .replacingOccurrences(of: "children = (G1, S1, S2)", with: "children = (G1, S1, S2, X1)")
            .replacingOccurrences(of: "B1 = {isa = PBXBuildFile;", with: "X1 = {isa = PBXFileReference; path = Mac.xcconfig; sourceTree = \"<group>\"; };\n        B1 = {isa = PBXBuildFile;")
            .replacingOccurrences(of: "C1 = {isa = XCBuildConfiguration; buildSettings", with: "C1 = {isa = XCBuildConfiguration; baseConfigurationReference = X1; buildSettings")
    }

    /// A project read through the memo a run stores (warm runs): the same container as a fresh
    /// read while `project.pbxproj` and its `.xcconfig` files are unchanged, read again as soon as
    /// either changes or the `.xcconfig` goes, resolved versions always read again, and a memo
    /// whose bytes do not decode (or a cache file that does not check out) is an empty one.
    @Test func xcodeProjectsAreReadAgainOnlyWhenTheirFilesChange() throws {
        let folder = TemporaryFolder()
        folder.write("Shop.xcodeproj/project.pbxproj", Self.pbxprojWithConfigurationFile())
        folder.write("Mac.xcconfig", "// base\n#include \"Shared.xcconfig\"\nMACOSX_DEPLOYMENT_TARGET = 12.0\n")
        folder.write("Shared.xcconfig", "SWIFT_VERSION = 6.0\n")
        let project = folder.url.appendingPathComponent("Shop.xcodeproj")
        let root = folder.url.standardizedFileURL.path
        func macOS(_ container: BuildContainer?) -> OSVersion? {
            container.flatMap { BuildSettings(containers: [$0]).settings(for: root + "/Mac/Window.swift")?.deploymentTarget?.minimums[.macOS] }
        }
        // Through a memo stored and decoded, as from one run to the next.
        func nextRun(_ memo: XcodeProjectMemo) -> XcodeProjectMemo { XcodeProjectMemo(decoding: memo.encoded()) }

        let first = XcodeProjectMemo()
        let fresh = try #require(XcodeProject.read(project, origin: "Shop.xcodeproj"))
        #expect(macOS(fresh) == OSVersion(12))
        #expect(XcodeProject.read(project, origin: "Shop.xcodeproj", memo: first) == fresh)
        #expect(first.needsStoring)

        let second = nextRun(first)
        #expect(XcodeProject.read(project, origin: "Shop.xcodeproj", memo: second) == fresh)
        #expect(!second.needsStoring, "an unchanged project is answered from the memo")
        // Another origin (another working directory) is another entry.
        #expect(XcodeProject.read(project, origin: "App/Shop.xcodeproj", memo: nextRun(first))?.origin == "App/Shop.xcodeproj")

        // Resolved versions are not kept: a new Package.resolved shows at once.
        folder.write("Shop.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved", ResolvedDependencyTests.resolved("1.9.0"))
        let resolved = nextRun(second)
        #expect(XcodeProject.read(project, origin: "Shop.xcodeproj", memo: resolved)?.dependencies["swift-composable-architecture"] == OSVersion("1.9.0"))
        #expect(!resolved.needsStoring)

        // An included .xcconfig changes: read again.
        folder.write("Shared.xcconfig", "MACOSX_DEPLOYMENT_TARGET = 10.15\n")
        folder.write("Mac.xcconfig", "#include \"Shared.xcconfig\"\n")
        let edited = nextRun(second)
        #expect(macOS(XcodeProject.read(project, origin: "Shop.xcodeproj", memo: edited)) == OSVersion(10, 15))
        #expect(edited.needsStoring)
        // The .xcconfig removed: the project's own 13.0.
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Mac.xcconfig"))
        let removed = nextRun(edited)
        #expect(macOS(XcodeProject.read(project, origin: "Shop.xcodeproj", memo: removed)) == OSVersion(13))
        // project.pbxproj changes.
        folder.write("Shop.xcodeproj/project.pbxproj", Self.pbxproj(deployment: "14.0"))
        let changed = nextRun(removed)
        #expect(macOS(XcodeProject.read(project, origin: "Shop.xcodeproj", memo: changed)) == OSVersion(14))
        #expect(XcodeProject.read(project, origin: "Shop.xcodeproj", memo: changed) == XcodeProject.read(project, origin: "Shop.xcodeproj"))

        // Bytes that do not decode: nothing trusted.
        let bytes = changed.encoded()
        for broken in [Array(bytes.prefix(bytes.count / 2)), bytes + [0], [0xFF, 0xFF, 0xFF]] {
            let memo = XcodeProjectMemo(decoding: broken)
            #expect(!memo.needsStoring)
            #expect(XcodeProject.read(project, origin: "Shop.xcodeproj", memo: memo) == XcodeProject.read(project, origin: "Shop.xcodeproj"))
            #expect(memo.needsStoring)
        }
        // Through the cache folder: stored, loaded, and ignored under another build or when corrupt.
        let cache = LintCache(directory: folder.url.appendingPathComponent("cache"))
        let slot = ContentHash("slot"), build = ContentHash("build")
        // (A memo that had to read the project is one that needs storing.)
        func answered(_ memo: XcodeProjectMemo) -> Bool {
            XcodeProject.read(project, origin: "Shop.xcodeproj", memo: memo) == XcodeProject.read(project, origin: "Shop.xcodeproj") && !memo.needsStoring
        }
        #expect(cache.storeProjects(changed, slot: slot, key: build))
        #expect(answered(cache.loadProjects(slot: slot, key: build)))
        #expect(!answered(cache.loadProjects(slot: slot, key: ContentHash("another build"))))
        var stored = try [UInt8](Data(contentsOf: cache.url(ofProjectsSlot: slot)))
        stored[stored.count - 3] ^= 0x01
        try Data(stored).write(to: cache.url(ofProjectsSlot: slot))
        #expect(!answered(cache.loadProjects(slot: slot, key: build)))
    }

    /// Held-out round 8 (ProtonVPN): a target's `IPHONEOS_DEPLOYMENT_TARGET = "$(DEPLOYMENT_TARGET)"`
    /// names a setting of the project's `.xcconfig`; it was read as no target at all (so iOS 17
    /// was assumed, and the deprecated `onChange` reported on iOS 15). References resolve as
    /// Xcode resolves them, nested ones from the inside out.
    @Test func buildSettingReferencesAreResolved() throws {
        let folder = TemporaryFolder()
        folder.write("Shop.xcodeproj/project.pbxproj", Self.pbxprojWithConfigurationFile()
            .replacingOccurrences(of: "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 17.0;", with: "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = \"$(DEPLOYMENT_TARGET)\";")
            .replacingOccurrences(of: "SDKROOT = macosx;", with: "SDKROOT = macosx; MACOSX_DEPLOYMENT_TARGET = \"$(MAC_TARGET$(REDESIGN))\";"))
        folder.write("Mac.xcconfig", "DEPLOYMENT_TARGET = 15.0\nREDESIGN = _NEW\nMAC_TARGET = 11.0\nMAC_TARGET_NEW = 12.0\n")
        let root = folder.url.standardizedFileURL.path
        let container = try #require(XcodeProject.read(folder.url.appendingPathComponent("Shop.xcodeproj"), origin: "Shop.xcodeproj"))
        let settings = BuildSettings(containers: [container])
        #expect(settings.settings(for: root + "/Classic/Legacy.swift")?.deploymentTarget?.minimums == [.macOS: OSVersion(12)])
        // The widget's target has no .xcconfig: DEPLOYMENT_TARGET is unset, so no version is read.
        #expect(settings.settings(for: root + "/Widget/Today.swift")?.deploymentTarget?.isKnown != true)
        let values = ["A": "15.0", "B": "$(A)", "SUFFIX": "_2", "C_2": "16.4", "D": "$(D)"]
        #expect(XcodeProject.expanded("$(B)", in: values) == "15.0")
        #expect(XcodeProject.expanded("${A}", in: values) == "15.0")
        #expect(XcodeProject.expanded("$(C$(SUFFIX))", in: values) == "16.4")
        #expect(XcodeProject.expanded("$(MISSING)", in: values) == "")
        #expect(XcodeProject.expanded("$(A:lower)", in: values) == "")
        #expect(XcodeProject.expanded("$(D)", in: values) == "", "a reference to itself ends")
        #expect(XcodeProject.expanded("17.0", in: values) == "17.0")
    }

    /// `.xcconfig` files: a byte order mark, `//` comments, `KEY[sdk=…]`, `;`, `#include` (each file
    /// read reported), and text that is not UTF-8 (nothing read from it).
    @Test func configurationFilesAreReadAsXcodeReadsThem() {
        let folder = TemporaryFolder()
        folder.write("Base.xcconfig", "\u{FEFF}MACOSX_DEPLOYMENT_TARGET = 13.0 // the oldest\n#include \"Shared.xcconfig\"\nSDKROOT[sdk=macosx*] = macosx;\n")
        folder.write("Shared.xcconfig", "SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor\n#include \"Missing.xcconfig\"\n")
        try? Data([0x4B, 0x3D, 0xFF, 0xFE]).write(to: folder.url.appendingPathComponent("Latin.xcconfig"))
        var consulted: [String] = []
        let root = folder.url.path
        let settings = XCConfig.read(root + "/Base.xcconfig") { path, bytes in consulted.append((path as NSString).lastPathComponent + (bytes == nil ? " missing" : "")) }
        #expect(settings == ["MACOSX_DEPLOYMENT_TARGET": "13.0", "SWIFT_DEFAULT_ACTOR_ISOLATION": "MainActor", "SDKROOT": "macosx"])
        #expect(consulted == ["Base.xcconfig", "Shared.xcconfig", "Missing.xcconfig missing"])
        #expect(XCConfig.read(root + "/Latin.xcconfig").isEmpty)
    }

    /// Repositories that generate their project with XcodeGen and do not commit it (issue 12
    /// follow-up): `project.yml`, its `include`s and templates give each target its folders,
    /// deployment target and isolation.
    @Test func xcodeGenSpecGivesEachTargetItsFoldersDeploymentTargetAndIsolation() throws {
        let folder = TemporaryFolder()
        folder.write(".git/HEAD", "ref: refs/heads/main\n")
        folder.write("project.yml", """
        name: Shop
        options:
          deploymentTarget:
            iOS: 16.0
            macOS: "13.0"
        settings:
          base:
            SWIFT_VERSION: 6.0
        include:
          - path: Mac/target.yml
        targetTemplates:
          Feature:
            sources:
              - Features/${target_name}
            settings:
              base:
                SWIFT_DEFAULT_ACTOR_ISOLATION: MainActor
        targets:
          Shop:
            type: application
            platform: iOS
            deploymentTarget: "17.0"
            sources:
              - path: App
            settings:
              SWIFT_DEFAULT_ACTOR_ISOLATION: MainActor
          Catalog:
            type: framework
            platform: iOS
            templates: [Feature]
        """)
        folder.write("Mac/target.yml", """
        targets:
          MacShop:
            type: application
            platform: macOS
            sources: [Sources]
        """)
        folder.write("App/Cart.swift", Self.model)
        folder.write("Mac/Sources/Counter.swift", Self.onChangeView)
        folder.write("Features/Catalog/Catalog.swift", "struct Catalog {}\n")
        let root = folder.url.standardizedFileURL.path
        let container = try #require(XcodeGenSpec.read(folder.url.appendingPathComponent("project.yml"), origin: "project.yml"))
        let settings = BuildSettings(containers: [container])
        let app = try #require(settings.settings(for: root + "/App/Cart.swift"))
        #expect(app.deploymentTarget?.minimums == [.iOS: OSVersion(17)])
        #expect(app.defaultIsolation == .mainActor)
        #expect(app.origin == "project.yml target 'Shop'")
        // An included spec's paths are relative to the included file; the project's options apply.
        let mac = try #require(settings.settings(for: root + "/Mac/Sources/Counter.swift"))
        #expect(mac.deploymentTarget?.minimums == [.macOS: OSVersion(13)])
        #expect(mac.defaultIsolation == .nonisolated)
        // A template's sources and settings, with ${target_name}.
        let catalog = try #require(settings.settings(for: root + "/Features/Catalog/Catalog.swift"))
        #expect(catalog.defaultIsolation == .mainActor)
        #expect(catalog.deploymentTarget?.minimums == [.iOS: OSVersion(16)])

        // End to end: the macOS 13 target gets no two-parameter onChange fix.
        let workspace = try Workspace.load(paths: ["Mac"], workingDirectory: folder.url)
        let found = Linter(optedIn: everyRuleID).lint(workspace).diagnostics.map { "\($0.path):\($0.line) \($0.ruleID)" }
        #expect(!found.contains("Mac/Sources/Counter.swift:6 deprecated-on-change"))
        #expect(found.contains("Mac/Sources/Counter.swift:14 deprecated-on-change"))

        // A committed generated project is what Xcode builds: the spec beside it is not read.
        folder.write("Shop.xcodeproj/project.pbxproj", Self.pbxproj())
        let both = BuildSettings.read(found: [], paths: ["."], workingDirectory: folder.url)
        #expect(both.containers.map(\.origin) == ["Shop.xcodeproj"])
    }

    /// Held-out round 5 (Bitwarden Authenticator): the project is generated with
    /// `xcodegen --spec project-bwa.yml`, whose targets live in included files. A spec is found by
    /// its shape, not its name; its fragments and other YAML files are not read as specs.
    @Test func anXcodeGenSpecUnderAnotherNameIsRead() throws {
        let folder = TemporaryFolder()
        folder.write(".git/HEAD", "ref: refs/heads/main\n")
        folder.write("project-bwa.yml", """
        name: Authenticator
        include:
          - path: Configs/targets.yml
        options:
          deploymentTarget:
            iOS: 15.0
        """)
        folder.write("Configs/targets.yml", """
        targets:
          Authenticator:
            type: application
            platform: iOS
            sources: [../App]
        """)
        folder.write("codecov.yml", "coverage:\n  status:\n    project: off\ninclude:\n  - App\n")
        folder.write("App/Counter.swift", Self.onChangeView)
        let settings = BuildSettings.read(found: [], paths: ["App"], workingDirectory: folder.url)
        #expect(settings.containers.map(\.origin) == ["project-bwa.yml"])
        let workspace = try Workspace.load(paths: ["."], workingDirectory: folder.url)
        let found = Linter(optedIn: everyRuleID).lint(workspace).diagnostics.map { "\($0.path):\($0.line) \($0.ruleID)" }
        // iOS 15 from the spec: only the call inside `#available(iOS 17)` is reported.
        #expect(found.filter { $0.hasSuffix("deprecated-on-change") } == ["App/Counter.swift:22 deprecated-on-change"], "\(found)")
    }

    /// Several paths below one package: the walks up from them share their ancestors (each is
    /// listed once, the walk from a folder listed before stops there), and every manifest above
    /// any of the paths is found, once.
    @Test func manifestsAboveSeveralPathsAreEachFoundOnce() {
        let folder = TemporaryFolder()
        folder.write("Package.swift", Self.manifest)
        folder.write("Modules/Catalog/Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"Catalog\")\n")
        folder.write("Modules/Catalog/Sources/Catalog/Item.swift", "struct Item {}\n")
        folder.write("Sources/Shop/App.swift", "struct App {}\n")
        folder.write("Tests/ShopTests/AppTests.swift", "struct AppTests {}\n")
        let settings = BuildSettings.read(
            found: [], paths: ["Modules/Catalog/Sources", "Sources/Shop", "Tests/ShopTests", "Sources/Shop/App.swift"], workingDirectory: folder.url)
        #expect(settings.containers.map(\.origin) == ["Modules/Catalog/Package.swift", "Package.swift"])
    }

    /// `Package.resolved` of a workspace beside the project (CocoaPods, multi-project apps).
    @Test func packageResolvedOfASiblingWorkspaceIsRead() throws {
        let folder = TemporaryFolder()
        folder.write("Shop.xcodeproj/project.pbxproj", Self.pbxproj())
        folder.write("Shop.xcworkspace/xcshareddata/swiftpm/Package.resolved", ResolvedDependencyTests.resolved("0.47.2"))
        let container = try #require(XcodeProject.read(folder.url.appendingPathComponent("Shop.xcodeproj"), origin: "Shop.xcodeproj"))
        #expect(container.dependencies["swift-composable-architecture"] == OSVersion("0.47.2"))
    }

    @Test func lintingAFolderBelowTheProjectStillReadsIt() throws {
        let folder = TemporaryFolder()
        folder.write(".git/HEAD", "ref: refs/heads/main\n")
        folder.write("Shop.xcodeproj/project.pbxproj", Self.pbxproj())
        folder.write("Mac/Counter.swift", Self.onChangeView)
        folder.write("Mac/Cart.swift", Self.model)
        folder.write("Widget/Cart.swift", Self.model.replacingOccurrences(of: "Cart", with: "WidgetCart"))
        let workspace = try Workspace.load(paths: ["Mac", "Widget"], workingDirectory: folder.url)
        let found = Linter(optedIn: everyRuleID).lint(workspace).diagnostics.map { "\($0.path):\($0.line) \($0.ruleID)" }
        #expect(!found.contains("Mac/Counter.swift:6 deprecated-on-change"))
        #expect(found.contains("Mac/Counter.swift:14 deprecated-on-change"))
        #expect(!found.contains("Mac/Cart.swift:3 prefer-observable"))
        // The widget target is iOS 17: its model may migrate.
        #expect(found.contains("Widget/Cart.swift:3 prefer-observable"))
        #expect(workspace.configuration(for: workspace.files.first { $0.path == "Mac/Cart.swift" }!).options.defaultIsolation == .mainActor)
    }

    @Test func defaultIsolationIsReadPerTarget() throws {
        let folder = TemporaryFolder()
        folder.write("Shop.xcodeproj/project.pbxproj", Self.pbxproj(deployment: "14.0"))
        let model = """
        import Observation

        @Observable
        final class FeedViewModel {
            var items: [String] = []
            func load() async {}
        }
        """
        let view = "import SwiftUI\n\nstruct FeedView: View {\n    @State private var model = FeedViewModel()\n    var body: some View { Text(\"\") }\n}\n"
        folder.write("Mac/FeedViewModel.swift", model)
        folder.write("Mac/FeedView.swift", view)
        folder.write("Widget/FeedViewModel.swift", model.replacingOccurrences(of: "FeedViewModel", with: "WidgetModel"))
        folder.write("Widget/FeedView.swift", view.replacingOccurrences(of: "FeedViewModel", with: "WidgetModel"))
        let workspace = try Workspace.load(paths: [], workingDirectory: folder.url)
        let found = Linter(optedIn: everyRuleID).lint(workspace).diagnostics.map { "\($0.path):\($0.line) \($0.ruleID)" }
        // The Mac target is MainActor by default; the widget target is not.
        #expect(!found.contains("Mac/FeedViewModel.swift:4 observable-view-model-main-actor"))
        #expect(found.contains("Widget/FeedViewModel.swift:4 observable-view-model-main-actor"))
        #expect(DefaultIsolationHints.find(in: workspace).isEmpty)

        // A configuration that contradicts the project wins, with a note.
        folder.write(".remodel.yml", "default_isolation: nonisolated\n")
        let configured = try Workspace.load(paths: [], workingDirectory: folder.url)
        let hints = DefaultIsolationHints.find(in: configured)
        #expect(hints.count == 1)
        #expect(hints.first?.contains("sets `default_isolation: nonisolated`, but Shop.xcodeproj target 'Mac' builds 2 of the linted files with MainActor isolation") == true)
    }

    @Test func sourcesWithoutBuildSettingsThatLookDefaultIsolatedGetANote() throws {
        let folder = TemporaryFolder()
        folder.write("A.swift", "nonisolated struct Point { var x = 0 }\nnonisolated func distance() -> Int { 0 }\n")
        folder.write("B.swift", "nonisolated enum Route { case home }\nstruct Plain {}\n")
        let hints = DefaultIsolationHints.find(in: try Workspace.load(paths: [], workingDirectory: folder.url))
        #expect(hints.count == 1)
        #expect(hints.first?.hasPrefix("note: 3 file-scope declarations in 2 files say `nonisolated`") == true)
        folder.write(".remodel.yml", "default_isolation: MainActor\n")
        #expect(DefaultIsolationHints.find(in: try Workspace.load(paths: [], workingDirectory: folder.url)).isEmpty)
    }

    /// Files take their settings once per folder, except the ones a target lists or leaves out by
    /// name: every file gets what a lookup of its own path gives.
    @Test func filesInOneFolderShareItsSettingsUnlessNamed() {
        let macOS13 = DeploymentTarget([.macOS: OSVersion(13)]), iOS16 = DeploymentTarget([.iOS: OSVersion(16)])
        let project = BuildContainer(project: "App.xcodeproj", root: "/p", targets: [
            BuildTarget(origin: "App.xcodeproj target 'Listed'", files: ["/p/App/A.swift", "/p/App/A2.swift", "/p/Pkg/Sources/Lib/Shared.swift"], deploymentTarget: iOS16, defaultIsolation: .mainActor),
            BuildTarget(
                origin: "App.xcodeproj target 'Folder'", folders: ["/p/App"], excludedFiles: ["/p/App/X.swift"],
                deploymentTarget: macOS13, defaultIsolation: .nonisolated),
        ], dependencies: ["swift-collections": OSVersion(1, 1)])
        let package = BuildContainer(
            origin: "Pkg/Package.swift", root: "/p/Pkg",
            targets: [BuildTarget(origin: "Pkg/Package.swift target 'Lib'", folders: ["/p/Pkg/Sources/Lib"], deploymentTarget: macOS13, defaultIsolation: .mainActor)],
            deploymentTarget: macOS13, defaultIsolation: nil, isPackage: true)
        let settings = BuildSettings(containers: [project, package])
        let paths = [
            "/p/App/A.swift", "/p/App/B.swift", "/p/App/X.swift", "/p/App/Y.swift", "/p/App/./Z.swift", "/p/App/Sub/C.swift",
            "/p/App/Sub/../D.swift", "/p/Pkg/Example/E.swift", "/p/Pkg/Sources/Lib/L.swift", "/p/Pkg/Sources/Lib/.hidden.swift", "/q/Q.swift",
            "/p/App/A2.swift", "/p/Pkg/Sources/Lib/Shared.swift", "/p/Pkg/Sources/Lib/M.swift",
        ]
        let files = paths.map { DiscoveredFile(url: URL(fileURLWithPath: $0), displayPath: $0, configuration: Configuration(rootDirectory: URL(fileURLWithPath: "/p"))) }
        let applied = settings.apply(to: files)
        for (path, file) in zip(paths, applied) {
            let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
            #expect(file.configuration.build == settings.settings(for: standardized), "\(path)")
        }
        // The listed and the left-out file differ from their folder's.
        #expect(applied[0].configuration.build?.origin == "App.xcodeproj target 'Listed'")
        #expect(applied[1].configuration.build?.origin == "App.xcodeproj target 'Folder'")
        #expect(applied[2].configuration.build?.origin == "App.xcodeproj")
        #expect(applied[3].configuration.build?.origin == "App.xcodeproj target 'Folder'")
        #expect(applied[11].configuration.build?.origin == "App.xcodeproj target 'Listed'")
        // A target listing a file wins over a folder's.
        #expect(applied[12].configuration.build?.origin == "App.xcodeproj target 'Listed'")
        #expect(applied[13].configuration.build?.origin == "Pkg/Package.swift target 'Lib'")
        // In a package's folder but none of its targets: only the run's resolved versions.
        #expect(applied[7].configuration.build?.origin == "Package.resolved")
        #expect(applied[7].configuration.build?.deploymentTarget == nil)
    }

    /// The shortcut for paths that are already standard gives what `URL` does for every shape.
    @Test func standardPathsAreURLs() {
        let paths = [
            "/", "/a", "/a/b.swift", "/a/./b", "/a/../b", "/a/b/..", "/a/b/.", "//a", "/a//b", "/a/b/", "/a/.hidden/b",
            "/a/b.c/d", "/a/..b/c", "/a/b./c", "/a b/c d.swift", "/ä/ö.swift", "relative/path", "", "/../a", "/a/b/../../..",
        ]
        for path in paths {
            #expect(StandardPath.of(path) == URL(fileURLWithPath: path).standardizedFileURL.path, "\(path)")
        }
    }

    @Test func deploymentTargetConfigurationIsValidated() throws {
        let url = URL(fileURLWithPath: "/project/.remodel.yml")
        let (configuration, errors) = try Configuration.parseReportingAll("deployment_target:\n  ios: 16.4\n  macOS: 13\n", file: url)
        #expect(errors.isEmpty)
        #expect(configuration.options.deploymentTarget.minimums == [.iOS: OSVersion(16, 4), .macOS: OSVersion(13)])
        #expect(configuration.explicitOptions == [.deploymentTarget])
        let (_, bad) = try Configuration.parseReportingAll("deployment_target:\n  android: 14\n  macOS: fourteen\n", file: url)
        #expect(bad.map(\.line) == [2])
        #expect(bad.first?.message.contains("unknown platform 'android'") == true)
    }
}

/// TCA rules and `migrate --tca` need TCA 1.7: a project whose `Package.resolved` pins an older
/// version gets neither findings nor rewrites (held-out review: Tower on TCA 0.47).
struct ResolvedDependencyTests {
    static let feature = """
    import ComposableArchitecture
    import SwiftUI

    @Reducer
    struct CounterFeature {
        struct State: Equatable { var count = 0 }
        enum Action { case incrementButtonTapped }
        var body: some ReducerOf<Self> {
            Reduce { state, _ in
                state.count += 1
                return .none
            }
        }
    }

    struct CounterView: View {
        let store: StoreOf<CounterFeature>
        var body: some View {
            WithViewStore(store, observe: { $0 }) { viewStore in
                Button("\\(viewStore.count)") { viewStore.send(.incrementButtonTapped) }
            }
        }
    }
    """

    static func resolved(_ version: String) -> String {
        """
        {
          "pins" : [
            {
              "identity" : "swift-composable-architecture",
              "kind" : "remoteSourceControl",
              "location" : "https://github.com/pointfreeco/swift-composable-architecture",
              "state" : { "revision" : "c9259b5f74892690cb04a9a8088b4a1789b05a7d", "version" : "\(version)" }
            }
          ],
          "version" : 2
        }
        """
    }

    @Test func tcaRulesAndMigrationWaitForTCA17() throws {
        let folder = TemporaryFolder()
        folder.write("Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Counter", platforms: [.iOS(.v17)], targets: [.target(name: "Counter")])
        """)
        folder.write("Sources/Counter/Counter.swift", Self.feature)
        folder.write("Package.resolved", Self.resolved("0.47.2"))
        let old = try Workspace.load(paths: [], workingDirectory: folder.url)
        #expect(!Linter(optedIn: everyRuleID).lint(old).diagnostics.contains { $0.ruleID.hasPrefix("tca-") })
        let kept = TCAMigration(workspace: old, options: .init()).run()
        #expect(kept.rewrites.isEmpty)
        #expect(kept.classes.first?.reasons.first?.hasPrefix("the project pins swift-composable-architecture 0.47.2 (Package.resolved); @ObservableState needs 1.7") == true)

        folder.write("Package.resolved", Self.resolved("1.7.0"))
        let current = try Workspace.load(paths: [], workingDirectory: folder.url)
        let rules = Set(Linter(optedIn: everyRuleID).lint(current).diagnostics.map(\.ruleID))
        #expect(rules.contains("tca-with-view-store"))
        #expect(rules.contains("tca-observable-state"))
        #expect(!TCAMigration(workspace: current, options: .init()).run().rewrites.isEmpty)
        #expect(RuleDocumentation.body(for: TcaWithViewStore.description).contains("**Needs:** The Composable Architecture 1.7 or later"))
    }
}
