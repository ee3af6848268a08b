import Foundation
import Testing
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
@testable import RemodelCore
@testable import RemodelKit
@testable import RemodelRules
@testable import RemodelProject

/// Progress on standard error: only on a terminal, only after the delay, cleared at the end.
struct ProgressReporterTests {
    /// Everything a reporter wrote.
    final class Written: @unchecked Sendable {
        private let lock = NSLock()
        private var parts: [String] = []
        func append(_ text: String) { lock.withLock { parts.append(text) } }
        var all: [String] { lock.withLock { parts } }
    }

    @Test func notATerminalWritesNothing() {
        let written = Written()
        let progress = ProgressReporter(isTerminal: false, delay: 0, interval: 0, write: written.append)
        progress.begin("files parsed", total: 3)
        for _ in 0..<3 { progress.advance() }
        progress.finish()
        #expect(written.all.isEmpty)
    }

    @Test func shortRunsWriteNothing() {
        let written = Written()
        let progress = ProgressReporter(isTerminal: true, delay: 60, interval: 0, write: written.append)
        progress.begin("files parsed", total: 3)
        for _ in 0..<3 { progress.advance() }
        progress.finish()
        #expect(written.all.isEmpty)
    }

    @Test func aTerminalSeesFilesParsedOverTotalThenACleanLine() {
        let written = Written()
        let progress = ProgressReporter(isTerminal: true, delay: 0, interval: 0, write: written.append)
        progress.begin("files parsed", total: 2)
        progress.advance()
        progress.advance()
        progress.finish()
        #expect(written.all == ["\r\u{1B}[2Kfiles parsed 1 / 2", "\r\u{1B}[2Kfiles parsed 2 / 2", "\r\u{1B}[2K"])
    }

    @Test func loadingAWorkspaceCountsEveryFile() throws {
        let folder = TemporaryFolder()
        for index in 0..<5 { folder.write("F\(index).swift", "struct S\(index) {}\n") }
        let written = Written()
        let progress = ProgressReporter(isTerminal: true, delay: 0, interval: 0, write: written.append)
        let workspace = try Workspace.load(paths: [folder.url.path], workingDirectory: folder.url, progress: progress)
        _ = Linter(optedIn: everyRuleID).lint(workspace, progress: progress)
        #expect(written.all.contains("\r\u{1B}[2Kfiles parsed 5 / 5"))
        #expect(written.all.contains("\r\u{1B}[2Kfiles linted 5 / 5"))
        #expect(written.all.last == "\r\u{1B}[2K")
    }
}

/// The lint cache file: trusted only when every check passes.
struct LintCacheTests {
    let entry = LintCache.Entry(notes: ["note: one"], stepSummary: nil, report: "A.swift:1:1: error: x [r]\n", failed: true)
    let key = ContentHash("the key")
    let slot = ContentHash("the slot")

    @Test func roundTripAndAnotherKeyMisses() {
        let folder = TemporaryFolder()
        let cache = LintCache(directory: folder.url.appendingPathComponent("nested/remodel"))
        #expect(cache.load(slot: slot, key: key) == nil)
        #expect(cache.store(entry, slot: slot, key: key))
        #expect(cache.load(slot: slot, key: key) == entry)
        #expect(cache.load(slot: slot, key: ContentHash("another key")) == nil)
        // Atomic writes leave no temporary file behind.
        let names = try! FileManager.default.contentsOfDirectory(atPath: cache.directory.path)
        #expect(names == ["lint-\(slot).cache"])
    }

    @Test func truncatedFilesAreIgnored() {
        let bytes = LintCache.encode(entry, key: key)
        #expect(LintCache.decode(bytes, key: key) == entry)
        for length in [0, 5, 21, bytes.count / 2, bytes.count - 1] {
            #expect(LintCache.decode(Array(bytes.prefix(length)), key: key) == nil, "truncated to \(length) bytes")
        }
    }

    @Test func corruptFilesAreIgnored() {
        let bytes = LintCache.encode(entry, key: key)
        // A flipped byte in the payload (same length): the checksum catches it.
        var flipped = bytes
        flipped[bytes.count - 10] ^= 0x01
        #expect(LintCache.decode(flipped, key: key) == nil)
        // Garbage, an empty file, another format, and a valid header over a payload that is not an entry.
        #expect(LintCache.decode(Array("garbage\n\n\n\n".utf8), key: key) == nil)
        #expect(LintCache.decode([], key: key) == nil)
        #expect(LintCache.decode(Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: LintCache.magic, with: "remodel-lint-cache 9").utf8), key: key) == nil)
        let payload = Array("[1, 2]".utf8)
        let forged = Array("\(LintCache.magic)\n\(key)\n\(payload.count)\n\(ContentHash(payload))\n".utf8) + payload
        #expect(LintCache.decode(forged, key: key) == nil)
        // Random bytes never decode.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 { #expect(LintCache.decode((0..<200).map { _ in UInt8.random(in: 0...255, using: &generator) }, key: key) == nil) }
    }

    @Test func interleavedWritersAreIgnored() {
        // Two writers appending to one file (what atomic replacement prevents): never trusted.
        let other = LintCache.Entry(notes: [], stepSummary: "summary", report: "other\n", failed: false)
        let first = LintCache.encode(entry, key: key), second = LintCache.encode(other, key: key)
        #expect(LintCache.decode(first + second, key: key) == nil)
        #expect(LintCache.decode(Array(first.prefix(40)) + second, key: key) == nil)
    }

    @Test func concurrentWritersAndReadersSeeWholeEntriesOnly() {
        let folder = TemporaryFolder()
        let cache = LintCache(directory: folder.url)
        let entries = (0..<8).map { LintCache.Entry(notes: [], stepSummary: nil, report: String(repeating: "finding \($0)\n", count: 2_000), failed: $0 % 2 == 0) }
        let valid = entries
        let bad = Counter()
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            if index % 2 == 0 {
                cache.store(valid[index % valid.count], slot: slot, key: key)
            } else if let read = cache.load(slot: slot, key: key), !valid.contains(read) {
                bad.add()
            }
        }
        #expect(bad.value == 0)
        #expect(valid.contains(cache.load(slot: slot, key: key) ?? entry))
        let names = try! FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(names == ["lint-\(slot).cache"])
    }

    @Test func oldSlotsArePruned() {
        let folder = TemporaryFolder()
        let cache = LintCache(directory: folder.url)
        for index in 0..<(LintCache.slotLimit + 5) { cache.store(entry, slot: ContentHash("slot \(index)"), key: key) }
        let names = try! FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(names.count == LintCache.slotLimit)
    }

    @Test func defaultFolderFollowsXDGThenHome() {
        #expect(LintCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"])?.path == "/x/cache/remodel")
        #expect(LintCache.defaultDirectory(environment: [:]) == nil)
        #if os(macOS)
        #expect(LintCache.defaultDirectory(environment: ["HOME": "/Users/u"])?.path == "/Users/u/Library/Caches/remodel")
        #else
        #expect(LintCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/u"])?.path == "/home/u/.cache/remodel")
        #endif
    }

    @Test func theKeyCoversContentPathsAndConfiguration() throws {
        let folder = TemporaryFolder()
        folder.write("A.swift", "struct A {}\n")
        folder.write("B.swift", "struct B {}\n")
        func key(_ context: [String] = []) throws -> ContentHash? {
            LintCache.key(of: try Workspace.Input.read(paths: [folder.url.path], workingDirectory: folder.url), context: context)
        }
        let original = try #require(try key())
        #expect(try key() == original)
        #expect(try key(["--strict"]) != original)
        folder.write("B.swift", "struct B { }\n")
        let edited = try #require(try key())
        #expect(edited != original)
        folder.write(".remodel.yml", "disabled_rules: [unmanaged-task]\n")
        #expect(try key() != edited)
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent(".remodel.yml"))
        folder.write("C.swift", "")
        #expect(try key() != edited)
    }

    @Test func aFileChangedBetweenHashingAndParsingIsNoticed() throws {
        let folder = TemporaryFolder()
        folder.write("A.swift", "struct A {}\n")
        let input = try Workspace.Input.read(paths: [folder.url.path], workingDirectory: folder.url)
        #expect(input.matches(Workspace.load(input)))
        folder.write("A.swift", "struct A { let changed = true }\n")
        #expect(!input.matches(Workspace.load(input)))
    }

    /// Each file is read once: the load decodes the bytes the input hashed, so a change after
    /// hashing does not reach it (the cache key and the findings describe the same text); a
    /// second load of the same input reads the file again.
    @Test func theLoadDecodesTheBytesThatWereHashed() throws {
        let folder = TemporaryFolder()
        folder.write("A.swift", "struct A {}\n")
        let input = try Workspace.Input.read(paths: [folder.url.path], workingDirectory: folder.url)
        folder.write("A.swift", "struct A { let changed = true }\n")
        let first = Workspace.load(input)
        #expect(first.files.map(\.text) == ["struct A {}\n"])
        #expect(input.matches(first))
        #expect(Workspace.load(input).files.map(\.text) == ["struct A { let changed = true }\n"])
    }

    /// The facts cache keys a file by its text's hash, taken from the hash of the bytes read.
    @Test func aTextsHashFollowsFromItsBytesHash() {
        for text in ["", "a", "struct A {}\n", "12345678", "é → ü\r\n", String(repeating: "x", count: 1_000)] {
            #expect(ContentHash(Array(text.utf8)).endingText() == ContentHash(text))
        }
        #expect(ContentHash(Array("ab".utf8)).endingText() != ContentHash("abc"))
    }

    /// A cache file written in parts is checked against the hash of the parts joined: every way
    /// of cutting up to 20 bytes in two or three (empty parts too), and larger cuts.
    @Test func aHashOfPartsIsTheHashOfTheirJoin() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        let bytes = (0..<20_000).map { _ -> UInt8 in
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: seed >> 56)
        }
        for count in 0...20 {
            let whole = Array(bytes.prefix(count))
            #expect(ContentHash(concatenating: [whole]) == ContentHash(whole))
            for first in 0...count {
                for second in first...count {
                    let parts = [Array(whole[..<first]), Array(whole[first..<second]), Array(whole[second...])]
                    #expect(ContentHash(concatenating: parts) == ContentHash(whole), "\(count): \(first), \(second)")
                }
            }
        }
        let cuts = [0, 3, 8, 8, 1_001, 4_096, 9_999, 20_000]
        let parts = zip(cuts, cuts.dropFirst()).map { Array(bytes[$0..<$1]) }
        #expect(ContentHash(concatenating: parts) == ContentHash(bytes))
        #expect(ContentHash(concatenating: []) == ContentHash([UInt8]()))
        #expect(ContentHash(concatenating: [Array(bytes.prefix(9)), [0]]) != ContentHash(Array(bytes.prefix(9))))
    }

    @Test func canonicalDescriptionIgnoresDictionaryOrder() {
        var first: [String: Int] = [:], second: [String: Int] = [:]
        for index in 0..<50 { first["k\(index)"] = index }
        for index in (0..<50).reversed() { second["k\(index)"] = index }
        #expect(CanonicalDescription.of(first) == CanonicalDescription.of(second))
        #expect(CanonicalDescription.of(Set(first.keys)) == CanonicalDescription.of(Set(second.keys)))
        #expect(CanonicalDescription.of(["a": 1]) != CanonicalDescription.of(["a": 2]))
    }

    /// A configuration's fingerprint is its description's hash, the same each time it is asked
    /// (it is described once), and tells configurations apart.
    @Test func configurationFingerprintIsTheDescriptionsHash() {
        let root = URL(fileURLWithPath: "/project")
        var configurations: [Configuration] = []
        for index in 0..<300 {
            var configuration = Configuration(rootDirectory: root)
            configuration.disabledRules = ["rule-\(index)"]
            configurations.append(configuration)
        }
        // Twice over, more configurations than the memo keeps: each answer is still the description's.
        for configuration in configurations + configurations.reversed() {
            #expect(configuration.fingerprint == configuration.describedFingerprint)
        }
        #expect(Set(configurations.map(\.fingerprint)).count == configurations.count)
        var options = Configuration(rootDirectory: root)
        options.options.deploymentTarget = DeploymentTarget([.iOS: OSVersion(17, 0)])
        #expect(options.fingerprint != Configuration(rootDirectory: root).fingerprint)
    }

    /// The resolved package versions count by what the rules' package requirements find in them
    /// (lint reads them only there): a pin no rule requires, or a required package still at or
    /// above its minimum, keeps the fingerprint (a dependency update reuses every finding); a pin
    /// that crosses a requirement's minimum changes it, whatever order the pins were read in.
    @Test func resolvedVersionsCountByWhatTheRulesRequire() {
        let root = URL(fileURLWithPath: "/project")
        let tca = DependencyRequirement.composableArchitecture17
        #expect(ConfigurationFingerprints.dependencyRequirements == [tca], "the registered rules require TCA 1.7 alone")
        var pins: [String: OSVersion] = [:], reversed: [String: OSVersion] = [:]
        for index in 0..<40 { pins["package-\(index)"] = OSVersion(1, index) }
        for index in (0..<40).reversed() { reversed["package-\(index)"] = OSVersion(1, index) }
        pins[tca.identity] = OSVersion(1, 9)
        reversed[tca.identity] = OSVersion(1, 9)
        func configuration(options: [String: OSVersion], build: [String: OSVersion]?) -> Configuration {
            var configuration = Configuration(rootDirectory: root)
            configuration.options.dependencyVersions = options
            if let build { configuration.build = FileBuildSettings(deploymentTarget: nil, defaultIsolation: nil, origin: "App.xcodeproj", dependencies: build) }
            return configuration
        }
        func pinned(_ change: (inout [String: OSVersion]) -> Void) -> [String: OSVersion] {
            var copy = pins
            change(&copy)
            return copy
        }
        let base = configuration(options: pins, build: pins)
        let same = [
            configuration(options: reversed, build: reversed),
            configuration(options: pinned { $0["package-7"] = OSVersion(1, 6) }, build: pins),
            configuration(options: pinned { $0["package-7"] = nil }, build: pinned { $0["package-7"] = nil }),
            configuration(options: pinned { $0[tca.identity] = OSVersion(1, 7) }, build: pins),
            configuration(options: pinned { $0[tca.identity] = nil }, build: pins),
            configuration(options: pins, build: [:]),
        ]
        for other in same { #expect(other.fingerprint == base.fingerprint) }
        let below = configuration(options: pinned { $0[tca.identity] = OSVersion(1, 6, 3) }, build: pins)
        #expect(below.fingerprint != base.fingerprint)
        #expect(below.fingerprint == configuration(options: pinned { $0[tca.identity] = OSVersion(0, 47, 2) }, build: pins).fingerprint)
        // Equal but for what the build settings give, or what the rest holds.
        var otherTarget = base
        otherTarget.build?.origin = "App.xcodeproj target 'Widget'"
        var isolated = base
        isolated.options.defaultIsolation = .mainActor
        var disabled = base
        disabled.disabledRules = ["prefer-observable"]
        let others = [below, otherTarget, isolated, disabled, configuration(options: pins, build: nil)]
        #expect(Set(([base] + others).map(\.fingerprint)).count == 1 + others.count)
        for other in [base] + same + others { #expect(other.fingerprint == other.describedFingerprint) }
    }

    /// The options and build settings are hashed field by field, not reflected: every field of
    /// their types is in the hash (a field added to one of them fails here until it is), and
    /// each one, changed alone, changes the fingerprint.
    @Test func theFieldsHashedByHandAreEveryField() {
        func fields(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }
        let byHand = ConfigurationFingerprints.fieldsHashedByHand
        #expect(fields(RuleOptions()) == byHand["RuleOptions"])
        #expect(fields(FileBuildSettings(deploymentTarget: nil, defaultIsolation: nil, origin: "")) == byHand["FileBuildSettings"])
        #expect(fields(DeploymentTarget()) == byHand["DeploymentTarget"])

        var base = Configuration(rootDirectory: URL(fileURLWithPath: "/project"))
        base.options.deploymentTarget = DeploymentTarget([.iOS: OSVersion(17, 0)], origin: "App.xcodeproj")
        base.build = FileBuildSettings(
            deploymentTarget: DeploymentTarget([.iOS: OSVersion(17, 0)], origin: "App.xcodeproj target 'App'"), defaultIsolation: .nonisolated,
            origin: "App.xcodeproj target 'App'", targetOrigins: ["App.xcodeproj target 'App'"])
        var changed: [Configuration] = []
        func vary(_ change: (inout Configuration) -> Void) {
            var copy = base
            change(&copy)
            changed.append(copy)
        }
        vary { $0.options.deploymentTarget.minimums[.iOS] = OSVersion(17, 1) }
        vary { $0.options.deploymentTarget.minimums[.macOS] = OSVersion(14, 0) }
        vary { $0.options.deploymentTarget.origin = nil }
        vary { $0.options.defaultIsolation = .mainActor }
        vary { $0.build?.deploymentTarget = nil }
        vary { $0.build?.deploymentTarget?.minimums = [.iOS: OSVersion(16, 0)] }
        vary { $0.build?.deploymentTarget?.origin = "Package.swift" }
        vary { $0.build?.defaultIsolation = .mainActor }
        vary { $0.build?.defaultIsolation = nil }
        vary { $0.build?.origin = "App.xcodeproj target 'Widget'" }
        vary { $0.build?.targetOrigins.insert("App.xcodeproj target 'Widget'") }
        vary { $0.build = nil }
        #expect(Set(([base] + changed).map(\.describedFingerprint)).count == 1 + changed.count)
    }

    /// A file's hash is taken from the stat memo only while `stat` finds it as it was when read:
    /// a rewrite of the same size with its modification date put back still shows (its status-change
    /// time moved), and so do another size, a `chmod`, a replacement by rename; a file read before it
    /// settled is not remembered; the memo round-trips and damaged bytes are refused.
    @Test func fileHashesComeFromTheStatMemoOnlyWhileTheFileIsUnchanged() throws {
        let folder = TemporaryFolder()
        folder.write("A.swift", "let a = 1\n")
        let path = folder.url.appendingPathComponent("A.swift").path
        func contents() throws -> FileReader.Contents { try FileReader.read(path).get() }
        let later = Date().addingTimeInterval(FileStatMemo.settleSeconds + 60)

        // Read just now: not settled, not remembered.
        let fresh = FileStatMemo()
        let read = try contents()
        fresh.update(paths: [path], outcomes: [.read(read, ContentHash(read.bytes))], now: Date())
        #expect(fresh.count == 0 && !fresh.needsStoring)
        #expect(fresh.isEmpty, "no run stored it: `lint` keeps one malloc arena per core")

        // Settled (as if read a minute later): remembered, stored, and answered from there.
        let memo = FileStatMemo()
        memo.update(paths: [path], outcomes: [.read(read, ContentHash(read.bytes))], now: later)
        #expect(memo.count == 1 && memo.needsStoring)
        let stored = try #require(FileStatMemo(decoding: memo.encoded()))
        #expect(memo.isEmpty && !stored.isEmpty, "records stored by an earlier run")
        let answer = try #require(stored.digest(of: path))
        #expect(answer.hash == ContentHash(read.bytes))
        #expect(answer.snapshot == read.snapshot)
        stored.update(paths: [path], outcomes: [.answered], now: Date())
        #expect(!stored.needsStoring, "used as stored: nothing to store again")

        // The same size, the modification time put back to the nanosecond: another identity all the same.
        let before = try #require(FileIdentity.of(path))
        Thread.sleep(forTimeInterval: 0.02)
        folder.write("A.swift", "let a = 2\n")
        Self.setModificationTime(of: path, to: before)
        #expect(try contents().snapshot.modificationDate == read.snapshot.modificationDate)
        #expect(try contents().bytes.count == read.bytes.count)
        #expect(try #require(FileStatMemo(decoding: memo.encoded())).digest(of: path) == nil)

        // A chmod, a replacement by rename, another size: each another identity.
        for change in ["chmod", "rename", "size"] {
            let current = try contents()
            let memo = FileStatMemo()
            memo.update(paths: [path], outcomes: [.read(current, ContentHash(current.bytes))], now: later)
            let stored = try #require(FileStatMemo(decoding: memo.encoded()))
            #expect(stored.digest(of: path) != nil, "\(change): unchanged so far")
            Thread.sleep(forTimeInterval: 0.02)
            switch change {
            case "chmod": try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
            case "rename":
                folder.write("B.swift", String(decoding: current.bytes, as: UTF8.self))
                #expect(rename(folder.url.appendingPathComponent("B.swift").path, path) == 0)
            default: folder.write("A.swift", "let a = 22\n")
            }
            #expect(stored.digest(of: path) == nil, "\(change)")
        }

        // Two files remembered: one that misses does not stop the other being answered (a run that
        // lints loads it from its facts unread); many misses do (the run reads them all anyway).
        // A file answered but then read with other bytes is dropped from what is stored.
        folder.write("C.swift", "let c = 1\n")
        let pair = FileStatMemo()
        let other = folder.url.appendingPathComponent("C.swift").path
        let reads = try [path, other].map { try FileReader.read($0).get() }
        pair.update(paths: [path, other], outcomes: reads.map { .read($0, ContentHash($0.bytes)) }, now: later)
        #expect(pair.count == 2)
        // A run without C: its entry is dropped.
        let without = try #require(FileStatMemo(decoding: pair.encoded()))
        without.update(paths: [path], outcomes: [.answered], now: Date())
        #expect(without.count == 1 && without.needsStoring)
        let first = try #require(FileStatMemo(decoding: pair.encoded()))
        #expect(first.digest(of: other) != nil)
        first.confirm(other, hash: ContentHash("something else"))
        #expect(first.needsStoring)
        #expect(try #require(FileStatMemo(decoding: first.encoded())).digest(of: other) == nil)
        let second = try #require(FileStatMemo(decoding: pair.encoded()))
        folder.write("A.swift", "let a = 333\n")
        #expect(second.digest(of: path) == nil)
        #expect(second.hasMissed)
        #expect(second.digest(of: other) != nil, "one miss: the other file is still answered")
        for number in 0..<70 { #expect(second.digest(of: folder.url.appendingPathComponent("New\(number).swift").path) == nil) }
        #expect(second.digest(of: other) == nil, "after most files missed, the memo answers no more")

        // A file gone, a folder in its place: no answer.
        #expect(stored.digest(of: folder.url.appendingPathComponent("Gone.swift").path) == nil)
        // Damaged bytes are no memo.
        let bytes = memo.encoded()
        for cut in [1, 8, bytes.count / 2, bytes.count - 1] { #expect(FileStatMemo(decoding: Array(bytes.prefix(cut))) == nil, "cut at \(cut)") }
        #expect(FileStatMemo(decoding: bytes + [0]) == nil)
    }

    /// A file that cannot be read is an input error, never a file the memo answered: nothing is
    /// left to read later, and the memo keeps no entry for it.
    @Test func anUnreadableFileIsNotLeftForLater() throws {
        let folder = TemporaryFolder()
        folder.write("A.swift", "let a = 1\n")
        let fifo = folder.url.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("B.swift").path, withDestinationPath: fifo)
        let memo = FileStatMemo()
        let input = try Workspace.Input.read(paths: [folder.url.path], projects: nil, stats: memo)
        #expect(input.files.count == 2)
        #expect(input.digests.count { if case .failure = $0 { true } else { false } } == 1)
        #expect(!input.hasUnreadFiles)
        #expect(memo.count == 0, "nothing settled yet, nothing unreadable remembered")
    }

    /// Sets the file's modification time to the one `identity` had, to the nanosecond (as `touch -r`
    /// or a copy that keeps dates would); its status-change time moves to now, as it always does.
    static func setModificationTime(of path: String, to identity: FileIdentity) {
        let times = [
            timespec(tv_sec: Int(identity.modified), tv_nsec: Int(identity.modifiedNanoseconds)),
            timespec(tv_sec: Int(identity.modified), tv_nsec: Int(identity.modifiedNanoseconds)),
        ]
        #expect(utimensat(AT_FDCWD, path, times, 0) == 0)
        #expect(FileIdentity.of(path).map { ($0.modified, $0.modifiedNanoseconds) } ?? (0, 0) == (identity.modified, identity.modifiedNanoseconds))
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }
}

/// `remodel lint` with the cache: the same output, status and notes as without it.
@Suite(.enabled(if: remodelBinaryExists, "needs .build/debug/remodel (built by swift build / swift test)"))
struct LintCacheCLITests {
    /// Lints `path` under `directory` without the cache, then twice with a fresh one (a miss that
    /// writes, then a hit), and expects the three runs to print and exit alike.
    private func expectSameWithCache(_ arguments: [String], in directory: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let cache = TemporaryFolder()
        let plain = try runRemodel(["lint", "--no-cache"] + arguments, in: directory)
        let cold = try runRemodel(["lint", "--cache-path", cache.url.path] + arguments, in: directory)
        let warm = try runRemodel(["lint", "--cache-path", cache.url.path] + arguments, in: directory)
        for run in [cold, warm] {
            #expect(run.stdout == plain.stdout, "\(arguments)", sourceLocation: sourceLocation)
            #expect(run.stderr == plain.stderr, "\(arguments)", sourceLocation: sourceLocation)
            #expect(run.status == plain.status, "\(arguments)", sourceLocation: sourceLocation)
        }
    }

    /// `--tree-memory`: a budget that releases every tree, and the default, print what keeping
    /// them does; a negative budget is a usage error.
    @Test func treeMemoryChangesNoOutput() throws {
        for arguments in [["Examples"], ["--reporter", "json", "Examples/LegacyApp"], ["--statistics", "Tests/MigrationFixtures"]] {
            let kept = try runRemodel(["lint", "--no-cache", "--tree-memory", "0"] + arguments, in: repositoryRoot)
            for budget in [[], ["--tree-memory", "1"], ["--tree-memory", "1000"]] {
                let run = try runRemodel(["lint", "--no-cache"] + budget + arguments, in: repositoryRoot)
                #expect(run.stdout == kept.stdout && run.stderr == kept.stderr && run.status == kept.status, "\(budget) \(arguments)")
            }
        }
        let negative = try runRemodel(["lint", "--tree-memory", "-1", "Examples"], in: repositoryRoot)
        #expect(negative.status == 2 && negative.stderr.contains("--tree-memory"))
    }

    /// `--help` names each command's default budget (`lint` a small working set, `migrate` a larger one).
    @Test func treeMemoryHelpNamesEachCommandsDefault() throws {
        #expect(TreeResidency.standard().budget == TreeResidency.defaultMegabytes * 1_000_000)
        for command in ["lint", "migrate"] {
            let help = try runRemodel([command, "--help"], in: repositoryRoot)
            let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(words.contains(
                "default: \(TreeResidency.defaultMegabytes) for lint, \(TreeResidency.migrationDefaultMegabytes) for migrate"), "\(command)")
        }
    }

    /// `migrate --tree-memory`: the diff, summary and exit status do not depend on the budget.
    @Test func migrateTreeMemoryChangesNoOutput() throws {
        let fixtures = ["66-combine-sync-chains-option-b", "69-observation-loops-for-other-subscribers", "45-mini-app-combination"]
        for arguments in [["Examples/LegacyApp"], ["--json", "Examples/LegacyApp"], ["--tca", "Examples/TCAApp"]]
            + fixtures.map({ ["Tests/MigrationFixtures/\($0)/before"] }) {
            let kept = try runRemodel(["migrate", "--tree-memory", "0"] + arguments, in: repositoryRoot)
            #expect(!kept.stdout.isEmpty)
            for budget in [[], ["--tree-memory", "1"], ["--tree-memory", "1000"]] {
                let run = try runRemodel(["migrate"] + budget + arguments, in: repositoryRoot)
                #expect(run.stdout == kept.stdout && run.stderr == kept.stderr && run.status == kept.status, "\(budget) \(arguments)")
            }
        }
        let negative = try runRemodel(["migrate", "--tree-memory", "-1", "Examples/LegacyApp"], in: repositoryRoot)
        #expect(negative.status == 2 && negative.stderr.contains("--tree-memory"))
    }

    /// `migrate --write` with trees released writes the same bytes as with every tree kept.
    @Test func migrateWriteWithTreesReleasedWritesTheSame() throws {
        var written: [[String: Data]] = []
        for budget in ["0", "1"] {
            let folder = TemporaryFolder()
            let app = folder.url.appendingPathComponent("LegacyApp")
            try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Examples/LegacyApp"), to: app)
            let run = try runRemodel(["migrate", "--write", "--tree-memory", budget, "LegacyApp"], in: folder.url)
            #expect(run.status == 1, "two classes are left for a person: \(run.stderr)")
            #expect(run.stderr.contains("Wrote 20 files"), "\(run.stderr)")
            var files: [String: Data] = [:]
            let enumerator = try #require(FileManager.default.enumerator(at: app, includingPropertiesForKeys: nil))
            for case let url as URL in enumerator where url.pathExtension == "swift" {
                files[String(url.path.dropFirst(app.path.count))] = try Data(contentsOf: url)
            }
            written.append(files)
        }
        #expect(written[0].count > 20)
        #expect(written[0] == written[1])
    }

    @Test func examplesAndGoldensPrintTheSameWithTheCache() throws {
        for reporter in ["text", "json", "sarif", "github", "xcode"] {
            try expectSameWithCache(["--reporter", reporter, "Examples/LegacyApp"], in: repositoryRoot)
        }
        try expectSameWithCache(["--statistics", "Examples"], in: repositoryRoot)
        try expectSameWithCache(["--quiet", "--strict", "Examples"], in: repositoryRoot)
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Tests/MigrationFixtures").path)
        let tca = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Tests/TCAFixtures").path)
        for side in ["before", "after"] {
            let folders = fixtures.sorted().map { "Tests/MigrationFixtures/\($0)/\(side)" } + tca.sorted().map { "Tests/TCAFixtures/\($0)/\(side)" }
            let existing = folders.filter { FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent($0).path) }
            try expectSameWithCache(["--reporter", "json"] + existing, in: repositoryRoot)
        }
    }

    /// An Xcode project's settings come from the cache's memo while its files are unchanged: an
    /// edited `.xcconfig` (the deployment target a finding depends on) shows in the next run.
    @Test func anEditedXcodeConfigurationFileShowsWithTheCache() throws {
        let folder = TemporaryFolder()
        let cache = TemporaryFolder()
        folder.write(".git/HEAD", "ref: refs/heads/main\n")
        folder.write("Shop.xcodeproj/project.pbxproj", BuildSettingsTests.pbxprojWithConfigurationFile())
        folder.write("Mac.xcconfig", "MACOSX_DEPLOYMENT_TARGET = 12.0\n")
        folder.write("Mac/Counter.swift", BuildSettingsTests.onChangeView)
        var outputs: [String] = []
        for deployment in ["12.0", "14.0", "12.0"] {
            folder.write("Mac.xcconfig", "MACOSX_DEPLOYMENT_TARGET = \(deployment)\n")
            let plain = try runRemodel(["lint", "--no-cache", "."], in: folder.url)
            for _ in 0..<2 {
                let run = try runRemodel(["lint", "--cache-path", cache.url.path, "."], in: folder.url)
                #expect(run.stdout == plain.stdout && run.stderr == plain.stderr && run.status == plain.status, "\(deployment)")
            }
            outputs.append(plain.stdout)
        }
        #expect(outputs[0] != outputs[1], "macOS 12 and 14 differ for onChange")
        #expect(outputs[0] == outputs[2])
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.url.path).contains { $0.hasSuffix(".projects.cache") })
    }

    /// With files old enough to be remembered by their identity, a warm run reads none of them and
    /// prints what a run without the cache prints; a rewrite that keeps the size and puts the
    /// modification date back still shows.
    @Test func aWarmRunFromFileIdentitiesSeesARewriteThatKeepsSizeAndDate() throws {
        let folder = TemporaryFolder()
        let cache = TemporaryFolder()
        folder.write("Model.swift", "import SwiftUI\nfinal class Model: ObservableObject {\n    @Published var alpha = 0\n}\n")
        folder.write("ListView.swift", "import SwiftUI\nstruct ListView: View {\n    @ObservedObject var model: Model\n    var body: some View { Text(\"\\(model.alpha)\") }\n}\n")
        // Settled: both times older than the memo's margin when the first run reads them.
        Thread.sleep(forTimeInterval: FileStatMemo.settleSeconds + 0.5)
        let plain = try runRemodel(["lint", "--no-cache", "."], in: folder.url)
        for _ in 0..<2 {
            let run = try runRemodel(["lint", "--cache-path", cache.url.path, "."], in: folder.url)
            #expect(run.stdout == plain.stdout && run.stderr == plain.stderr && run.status == plain.status)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.url.path).contains { $0.hasSuffix(".stats.cache") })

        let path = folder.url.appendingPathComponent("Model.swift").path
        let before = try #require(FileIdentity.of(path))
        folder.write("Model.swift", "import SwiftUI\nfinal class Mode1: ObservableObject {\n    @Published var alpha = 0\n}\n")
        LintCacheTests.setModificationTime(of: path, to: before)
        #expect(FileIdentity.of(path)?.size == before.size)
        let changed = try runRemodel(["lint", "--no-cache", "."], in: folder.url)
        #expect(changed.stdout != plain.stdout, "the property's name is in the findings")
        for _ in 0..<2 {
            let run = try runRemodel(["lint", "--cache-path", cache.url.path, "."], in: folder.url)
            #expect(run.stdout == changed.stdout && run.stderr == changed.stderr && run.status == changed.status)
        }

        // A file added beside the remembered ones, and one in a new subfolder: both are linted.
        folder.write("OtherModel.swift", "import SwiftUI\nfinal class OtherModel: ObservableObject {\n    @Published var beta = 0\n}\n")
        folder.write("Screens/ScreenModel.swift", "import SwiftUI\nfinal class ScreenModel: ObservableObject {\n    @Published var gamma = 0\n}\n")
        let added = try runRemodel(["lint", "--no-cache", "."], in: folder.url)
        #expect(added.stdout.contains("OtherModel.swift") && added.stdout.contains("Screens/ScreenModel.swift"))
        for _ in 0..<2 {
            let run = try runRemodel(["lint", "--cache-path", cache.url.path, "."], in: folder.url)
            #expect(run.stdout == added.stdout && run.stderr == added.stderr && run.status == added.status)
        }
    }

    @Test func aHitPrintsTheStoredRunAndAChangeMisses() throws {
        let folder = TemporaryFolder()
        let cache = TemporaryFolder()
        folder.write("M.swift", "import SwiftUI\nclass M: ObservableObject { @Published var value = 0 }\n")
        let first = try runRemodel(["lint", "--cache-path", cache.url.path, "."], in: folder.url)
        #expect(first.status == 1)
        // Rewrite the stored entry (keeping its key and a valid checksum): the next run prints it.
        // (The other report file marks the slot of the files' facts: `LintCache.markSharedSlot`.)
        let reports = try FileManager.default.contentsOfDirectory(atPath: cache.url.path).filter {
            $0.hasSuffix(".cache") && ![".files.cache", ".facts.cache", ".projects.cache", ".stats.cache"].contains(where: $0.hasSuffix)
        }.map { name -> (name: String, bytes: [UInt8], key: ContentHash?) in
            let bytes = [UInt8](try Data(contentsOf: cache.url.appendingPathComponent(name)))
            return (name, bytes, ContentHash(hex: String(String(decoding: bytes, as: UTF8.self).split(separator: "\n")[1])))
        }
        #expect(reports.filter { $0.key != LintCache.sharedSlotKey }.count == 1)
        let report = try #require(reports.first { $0.key != LintCache.sharedSlotKey })
        let (name, bytes) = (report.name, report.bytes)
        let key = try #require(report.key)
        var stored = try #require(LintCache.decode(bytes, key: key))
        stored.report = "from the cache\n"
        stored.failed = false
        try Data(LintCache.encode(stored, key: key)).write(to: cache.url.appendingPathComponent(name))
        let hit = try runRemodel(["lint", "--cache-path", cache.url.path, "."], in: folder.url)
        #expect(hit.stdout == "from the cache\n")
        #expect(hit.status == 0)
        // Another content, another configuration, other options: misses.
        folder.write("M.swift", "import SwiftUI\nclass M: ObservableObject { @Published var value = 1 }\n")
        #expect(try runRemodel(["lint", "--cache-path", cache.url.path, "."], in: folder.url).stdout.contains("M.swift:2:7"))
        // A corrupt entry is ignored, and replaced.
        for file in try FileManager.default.contentsOfDirectory(atPath: cache.url.path) {
            try Data("remodel-lint-cache 1\ntruncated".utf8).write(to: cache.url.appendingPathComponent(file))
        }
        let afterCorruption = try runRemodel(["lint", "--cache-path", cache.url.path, "."], in: folder.url)
        #expect(afterCorruption.stdout.contains("M.swift:2:7"))
        #expect(afterCorruption.status == 1)
        // --no-cache neither reads nor writes.
        let empty = TemporaryFolder()
        _ = try runRemodel(["lint", "--no-cache", "."], in: folder.url)
        #expect(try FileManager.default.contentsOfDirectory(atPath: empty.url.path).isEmpty)
        #expect(try runRemodel(["lint", "--no-cache", "--cache-path", empty.url.path, "."], in: folder.url).status == 2)
    }
}

/// `remodel lint --changed-since REF`: findings only in changed files, facts from all.
@Suite(.enabled(if: remodelBinaryExists && GitWorkTree.isAvailable, "needs .build/debug/remodel and git"))
struct ChangedSinceTests {
    private func git(_ arguments: [String], in folder: TemporaryFolder) throws {
        let run = try runProcess(
            URL(fileURLWithPath: "/usr/bin/env"), ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"] + arguments,
            in: folder.url)
        #expect(run.status == 0, "git \(arguments): \(run.stderr)")
    }

    /// `@StateObject` of a model declared `@Observable` in another file: a finding only the whole
    /// project's facts reveal.
    private static func view(_ name: String) -> String {
        "import SwiftUI\n\nstruct \(name): View {\n    @StateObject private var sync = SyncModel()\n    var body: some View { Text(\"x\") }\n}\n"
    }

    @Test func reportsOnlyChangedFilesWithTheWholeProjectsFacts() throws {
        let folder = TemporaryFolder()
        folder.write("Model.swift", "import Observation\n\n@MainActor @Observable\nfinal class SyncModel {\n    var isOnline = true\n}\n")
        folder.write("Unchanged.swift", Self.view("UnchangedView"))
        folder.write("Edited.swift", Self.view("EditedView"))
        try git(["init", "-q"], in: folder)
        try git(["add", "."], in: folder)
        try git(["commit", "-q", "-m", "base"], in: folder)
        try git(["tag", "base"], in: folder)
        folder.write("Committed.swift", Self.view("CommittedView"))
        try git(["add", "."], in: folder)
        try git(["commit", "-q", "-m", "second"], in: folder)
        folder.write("Edited.swift", "// edited\n" + Self.view("EditedView"))
        folder.write("Sources/Untracked.swift", Self.view("UntrackedView"))
        folder.write(".gitignore", "Ignored.swift\n")
        folder.write("Ignored.swift", Self.view("IgnoredView"))

        let all = try runRemodel(["lint", "--no-cache"], in: folder.url)
        #expect(all.stdout.contains("Unchanged.swift:4:5"))
        let sinceHead = try runRemodel(["lint", "--no-cache", "--changed-since", "HEAD"], in: folder.url)
        let reported = Set(sinceHead.stdout.split(separator: "\n").compactMap { $0.split(separator: ":").first.map(String.init) }.filter { $0.hasSuffix(".swift") })
        #expect(reported == ["Edited.swift", "Sources/Untracked.swift"], "\(sinceHead.stdout)")
        #expect(sinceHead.stdout.contains("observable-with-legacy-wrapper"))
        #expect(sinceHead.status == 1)
        let sinceBase = try runRemodel(["lint", "--no-cache", "--changed-since", "base", "--reporter", "json"], in: folder.url)
        #expect(sinceBase.stdout.contains("Committed.swift"))
        #expect(!sinceBase.stdout.contains("Unchanged.swift"))
        #expect(!sinceBase.stdout.contains("Ignored.swift") || all.stdout.contains("Ignored.swift"))
        // Paths that are subfolders or files: the repository is found above them.
        let sub = try runRemodel(["lint", "--no-cache", "--changed-since", "HEAD", "Sources", "Model.swift"], in: folder.url)
        #expect(sub.stdout.contains("Sources/Untracked.swift:4:5"))
        // The cache keys on the changed files too.
        let cache = TemporaryFolder()
        for _ in 0..<2 {
            #expect(try runRemodel(["lint", "--cache-path", cache.url.path, "--changed-since", "HEAD"], in: folder.url).stdout == sinceHead.stdout)
            #expect(try runRemodel(["lint", "--cache-path", cache.url.path, "--changed-since", "base"], in: folder.url).stdout
                        == (try runRemodel(["lint", "--no-cache", "--changed-since", "base"], in: folder.url)).stdout)
        }
    }

    /// The files' facts depend on their text alone, and their findings not on how they are
    /// reported: a plain run's serve another reporter's run over the same project (facts and
    /// findings) and a pull request's `--changed-since` run (facts; it keeps its own findings),
    /// and what each prints is what `--no-cache` prints.
    @Test func runsWithOtherOptionsShareFactsAndFindings() throws {
        let folder = TemporaryFolder()
        folder.write("Model.swift", "import Observation\n\n@MainActor @Observable\nfinal class SyncModel {\n    var isOnline = true\n}\n")
        for index in 0..<4 { folder.write("View\(index).swift", Self.view("View\(index)")) }
        try git(["init", "-q"], in: folder)
        try git(["add", "."], in: folder)
        try git(["commit", "-q", "-m", "base"], in: folder)
        let cache = TemporaryFolder()
        let lint = { (options: [String]) in
            try runProcess(
                repositoryRoot.appendingPathComponent(".build/debug/remodel"), ["lint", "--cache-path", cache.url.path] + options,
                environment: ["NO_COLOR": "1", "REMODEL_TIMING": "1"], in: folder.url)
        }
        let plain = try lint([])
        #expect(plain.stderr.contains("facts: 0 files loaded from the cache, 5 parsed"), "\(plain.stderr)")
        // Another reporter: every file's facts and findings from the plain run's.
        let json = try lint(["--reporter", "json"])
        #expect(json.stderr.contains("facts: 5 files loaded from the cache, 0 parsed"), "\(json.stderr)")
        #expect(json.stderr.contains("incremental: 5 files' findings reused, 0 checked"), "\(json.stderr)")
        #expect(json.stdout == (try runRemodel(["lint", "--no-cache", "--reporter", "json"], in: folder.url)).stdout)
        #expect(json.status == plain.status)
        // A pull request edits one view: the other files' facts come from the cache.
        folder.write("View2.swift", Self.view("View2") + "// edited\n")
        let changed = try lint(["--changed-since", "HEAD"])
        #expect(changed.stderr.contains("facts: 4 files loaded from the cache, 1 parsed"), "\(changed.stderr)")
        #expect(changed.stdout == (try runRemodel(["lint", "--no-cache", "--changed-since", "HEAD"], in: folder.url)).stdout)
        #expect(changed.stdout.contains("View2.swift") && !changed.stdout.contains("View1.swift"), "\(changed.stdout)")
        // The shared files are kept like a slot's: an entry marks each of their slots.
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.url.path)
        let factsSlots = names.filter { $0.hasSuffix(".facts.cache") }.map { String($0.dropLast(".facts.cache".count)) }
        let stateSlots = names.filter { $0.hasSuffix(".files.cache") }.map { String($0.dropLast(".files.cache".count)) }
        #expect(factsSlots.count == 1 && stateSlots.count == 2, "\(names)")
        for slot in factsSlots + stateSlots { #expect(names.contains(slot + ".cache"), "\(names)") }
    }

    /// The migration outlook (why `migrate` would keep a class) is analyzed only when a file to
    /// lint declares an `ObservableObject` class: a change to views alone does not start it.
    @Test func aChangeToViewsAloneDoesNotAnalyzeTheModels() throws {
        let folder = TemporaryFolder()
        folder.write("Store.swift", "import SwiftUI\n\nfinal class Store: ObservableObject {\n    @Published var count = 0\n}\n")
        folder.write("CounterView.swift", "import SwiftUI\n\nstruct CounterView: View {\n    @StateObject private var store = Store()\n    var body: some View { Text(\"\\(store.count)\") }\n}\n")
        try git(["init", "-q"], in: folder)
        try git(["add", "."], in: folder)
        try git(["commit", "-q", "-m", "base"], in: folder)
        let lint = { (options: [String]) in
            try runProcess(
                repositoryRoot.appendingPathComponent(".build/debug/remodel"), ["lint", "--no-cache"] + options,
                environment: ["NO_COLOR": "1", "REMODEL_TIMING": "1"], in: folder.url)
        }
        #expect(try lint([]).stderr.contains("migration outlook computed"))
        folder.write("CounterView.swift", "import SwiftUI\n\nstruct CounterView: View {\n    @StateObject private var store = Store()\n    var body: some View { Text(\"\\(store.count)!\") }\n}\n")
        let views = try lint(["--changed-since", "HEAD"])
        #expect(!views.stderr.contains("migration outlook computed"), "\(views.stderr)")
        #expect(views.stdout.contains("Linted 1 file") && !views.stdout.contains("Store.swift"), "\(views.stdout)")
        folder.write("Store.swift", "import SwiftUI\n\nfinal class Store: ObservableObject {\n    @Published var count = 1\n}\n")
        let model = try lint(["--changed-since", "HEAD"])
        #expect(model.stderr.contains("migration outlook computed"), "\(model.stderr)")
        #expect(model.stdout.contains("Store.swift:3:13"), "\(model.stdout)")
    }

    @Test func aBadRefOrNoRepositoryExitsTwo() throws {
        let folder = TemporaryFolder()
        folder.write("A.swift", "struct A {}\n")
        let outside = try runRemodel(["lint", "--changed-since", "HEAD"], in: folder.url)
        #expect(outside.status == 2)
        #expect(outside.stderr.contains("--changed-since needs a git work tree"))
        try git(["init", "-q"], in: folder)
        try git(["add", "."], in: folder)
        try git(["commit", "-q", "-m", "base"], in: folder)
        let badRef = try runRemodel(["lint", "--changed-since", "no-such-ref"], in: folder.url)
        #expect(badRef.status == 2)
        #expect(badRef.stderr.contains("'no-such-ref' is not a commit"))
        let option = try runRemodel(["lint", "--changed-since", "--output=x"], in: folder.url)
        #expect(option.status == 2)
        #expect(try runRemodel(["lint", "--changed-since", "HEAD", "--write-baseline", "b.json"], in: folder.url).status == 2)
        #expect(try runRemodel(["lint", "--changed-since", "HEAD"], in: folder.url).status == 0)
    }
}
