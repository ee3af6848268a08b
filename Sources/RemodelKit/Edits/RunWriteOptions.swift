import Foundation

extension WriteOptions {
    /// Where rewrites may go for a run over `paths`: symbolic links are written through only to
    /// files inside those folders (a file's folder for a file; the working directory by default).
    package static func forRun(paths: [String], allowReadOnly: Bool) -> WriteOptions {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let roots = paths.map { path -> URL in
            let url = FileDiscovery.resolve(path, against: cwd)
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue ? url : url.deletingLastPathComponent()
        }
        return WriteOptions(allowReadOnly: allowReadOnly, projectRoots: roots.isEmpty ? [cwd] : roots)
    }
}
