/// Words that project-wide scans look for in the text of every file (`SourceFile.mentions` and
/// `offsets(of:)` over all files: the migration outlook, the hints at the end of a run). Whether a
/// file's text spells each one is recorded with its facts, so a run that loads an unchanged file's
/// facts from the cache answers without searching its text (at 3,000,000 lines, some 240 ms of
/// CPU on every incremental run).
///
/// Only a shortcut for the same answer: the facts are keyed by the text's hash, and a file whose
/// facts carry no markers (indexed without its text) is searched as before. Asking still records
/// the answer as a dependency (`ReadTracking`), as a search does. A needle not listed here is
/// searched for; listing one is never needed for a right answer.
package enum TextMarkers {
    /// A needle's bit is its position. At most 64; a change of the list changes `signature`, which
    /// the facts cache checks (facts recorded with another list are not read).
    package static let needles: [String] = [
        "nonisolated",  // DefaultIsolationHints: file-scope `nonisolated` declarations
        "DelegateAdaptor",  // environment-injection-mismatch: app-delegate adaptors
        "ObservableObject",  // the migration's generic constraints
        "func observeChanges",  // the migration's observation-loop helper, declared already
    ]

    /// The needle whose offsets are recorded too (`FileFacts.markedOffsets`): the migration's
    /// generic-constraint pass counts a model file's spellings of it against its inheritance
    /// clauses', so every model file's text was read for it.
    package static let offsetsNeedle = "ObservableObject"

    /// A hash of `needles` and `offsetsNeedle` (FNV-1a over their bytes, each ended by a zero byte).
    package static let signature: UInt32 = {
        var hash: UInt32 = 2_166_136_261
        for needle in needles + [offsetsNeedle] {
            for byte in needle.utf8 + [0] { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        }
        return hash
    }()

    /// The bit of `needle`, nil when it is not listed.
    package static func bit(of needle: String) -> UInt64? {
        guard let index = needles.firstIndex(of: needle) else { return nil }
        return 1 << UInt64(index)
    }

    /// The markers of `text`: the bit of each needle it spells.
    package static func markers(in text: String) -> UInt64 {
        var markers: UInt64 = 0
        for (index, needle) in needles.enumerated() where ByteSearch.contains(needle, in: text) {
            markers |= 1 << UInt64(index)
        }
        return markers
    }

    /// Where `text`, whose markers are `markers`, spells `offsetsNeedle` (searched only when the
    /// markers say it does: most files do not).
    package static func offsets(in text: String, markers: UInt64) -> [Int] {
        guard let bit = bit(of: offsetsNeedle), markers & bit != 0 else { return [] }
        return ByteSearch.offsets(of: offsetsNeedle, in: text)
    }

    /// Whether `markers` can be a file's (no bit beyond the list's).
    package static func isValid(_ markers: UInt64) -> Bool { markers >> UInt64(needles.count) == 0 }
}
