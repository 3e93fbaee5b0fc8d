import PermitLocalization

/// The contents of the file read last, kept for the next question about the same file: findings come one file at
/// a time, and each may need to read its file again (`TextPlace`). Used by one task at a time.
final class RecentFile {
    private var path: String?
    private var bytes: [UInt8]?

    /// The bytes of the file at `path`, or `nil` when it cannot be read.
    func contents(of path: String) -> [UInt8]? {
        if path != self.path {
            self.path = path
            bytes = try? LocalizationFileSearch.contents(of: path)
        }
        return bytes
    }
}
