import Foundation

/// The files of one run, read and parsed in parallel, with their configurations and the project index.
public final class Workspace: Sendable {
    public let files: [SourceFile]
    public let index: ProjectIndex
    public let inputErrors: [InputError]
    private let configurations: [ObjectIdentifier: Configuration]
    public let defaultConfiguration: Configuration

    public init(files: [SourceFile], configurations: [Configuration], inputErrors: [InputError] = [], defaultConfiguration: Configuration) {
        self.files = files
        self.inputErrors = inputErrors
        self.defaultConfiguration = defaultConfiguration
        var map: [ObjectIdentifier: Configuration] = [:]
        for (file, configuration) in zip(files, configurations) { map[ObjectIdentifier(file)] = configuration }
        self.configurations = map
        self.index = ProjectIndex(files: files)
    }

    /// In-memory files under one configuration (tests, examples).
    public convenience init(sources: [SourceFile], configuration: Configuration = Configuration(rootDirectory: URL(fileURLWithPath: "/"))) {
        self.init(files: sources, configurations: Array(repeating: configuration, count: sources.count), defaultConfiguration: configuration)
    }

    public func configuration(for file: SourceFile) -> Configuration {
        configurations[ObjectIdentifier(file)] ?? defaultConfiguration
    }

    /// Discovers, reads and parses the files under `paths`. Configuration problems throw; unreadable
    /// files become `inputErrors` and the rest is loaded.
    public static func load(paths: [String], configurationFile: String? = nil, workingDirectory: URL? = nil) throws(ConfigurationError) -> Workspace {
        let cwd = workingDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var cache: [String: Configuration] = [:]
        let explicit: Configuration?
        if let configurationFile {
            let url = FileDiscovery.resolve(configurationFile, against: cwd)
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw ConfigurationError(file: configurationFile, line: nil, message: "configuration file not found")
            }
            explicit = try Configuration.load(from: url)
        } else {
            explicit = nil
        }
        let lookup = { (directory: URL) throws(ConfigurationError) -> Configuration in
            if let explicit { return explicit }
            guard let found = Configuration.find(from: directory) else { return Configuration(rootDirectory: directory) }
            if let cached = cache[found.path] { return cached }
            let loaded = try Configuration.load(from: found)
            cache[found.path] = loaded
            return loaded
        }
        let (discovered, discoveryErrors) = try PhaseTimer.measure("discovery") {
            () throws(ConfigurationError) in try FileDiscovery.discover(paths: paths, workingDirectory: cwd, configurationFor: lookup)
        }
        let loaded = PhaseTimer.measure("read + parse + facts") {
            parallelMap(discovered) { file in Result { () throws(InputError) in try read(file) } }
        }
        var files: [SourceFile] = []
        var configurations: [Configuration] = []
        var errors = discoveryErrors
        for (file, result) in zip(discovered, loaded) {
            switch result {
            case .success(let source):
                files.append(source)
                configurations.append(file.configuration)
            case .failure(let error):
                errors.append(error)
            }
        }
        let fallback = try lookup(cwd)
        return PhaseTimer.measure("project index") {
            Workspace(files: files, configurations: configurations, inputErrors: errors, defaultConfiguration: fallback)
        }
    }

    static func read(_ file: DiscoveredFile) throws(InputError) -> SourceFile {
        let data: Data
        do {
            data = try Data(contentsOf: file.url)
        } catch {
            throw InputError(path: file.displayPath, message: "cannot read file (\(Self.reason(error)))")
        }
        var bytes = [UInt8](data)
        let format = TextFormat.detect(in: bytes)
        if format.hasByteOrderMark { bytes.removeFirst(3) }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw InputError(path: file.displayPath, message: "file is UTF-16; Remodel reads UTF-8 Swift sources only")
        }
        // Native decoding replaces invalid sequences; comparing the bytes back detects them.
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else {
            throw InputError(path: file.displayPath, message: "file is not valid UTF-8 text")
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.url.path)
        let snapshot = FileSnapshot(
            permissions: (attributes?[.posixPermissions] as? NSNumber)?.intValue,
            modificationDate: attributes?[.modificationDate] as? Date,
            size: data.count)
        return SourceFile(path: file.displayPath, url: file.url, text: text, format: format, attributes: snapshot)
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoPermissionError { return "permission denied" }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError { return underlying.localizedDescription }
        return nsError.localizedDescription
    }
}
