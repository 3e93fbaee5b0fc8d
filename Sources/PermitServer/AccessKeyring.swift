public import Logging
import PermitLocalization

/// The access keys a running server checks, read from a keys file and read again on `reload()` (`SIGHUP`).
public final class AccessKeyring: Sendable {
    /// The keys file.
    public let path: String
    private let keys: Locked<AccessKeys>

    /// Reads the keys file at `path`.
    ///
    /// - Throws: `AccessKeys.FileError` when the file cannot be read or holds a key that cannot be used.
    public init(path: String) throws {
        self.path = path
        keys = Locked(try AccessKeys(contentsOf: path))
    }

    /// Reads the keys file again. A file that cannot be used leaves the keys as they were, and the error is logged;
    /// the keys themselves never are.
    public func reload(logger: Logger) {
        do {
            let reread = try AccessKeys(contentsOf: path)
            keys.withLock { $0 = reread }
            logger.info("access keys reloaded", metadata: ["path": "\(path)", "keys": "\(reread.count)"])
        } catch {
            logger.error("access keys not reloaded: the previous keys stay", metadata: ["error": "\(error)"])
        }
    }

    /// How many of the keys may only record reports (`report:`).
    public var reportOnlyCount: Int {
        keys.withLock { $0 }.reportOnlyCount
    }

    /// The scope of the key an `Authorization` header's value presents, or `nil`.
    func scope(ofAuthorization header: String?) -> AccessKeys.Scope? {
        keys.withLock { $0 }.scope(ofAuthorization: header)
    }
}
