import Foundation
import JWTKit
public import Logging
import PermitLocalization

/// The keys a running server checks report tokens with, one per file, read from their files and read again on
/// `reload()` (`SIGHUP`).
///
/// A report token is a JWT that an app's backend mints for one device: `PUT /v1/subjects/{id}` accepts it in
/// `Authorization: Bearer TOKEN` when one of the keys whose algorithm the token's header names (`HS256` or
/// `ES256`; never `none`) signed it, and its claims hold (`ReportTokenClaims`). Several keys let a backend rotate
/// its key: tokens signed with the old one or the new one are both accepted while both files are given.
public final class ReportTokenKeyring: Sendable {
    /// The longest token tried, in bytes: a longer one is refused before it is decoded, so that what checking a
    /// token costs does not grow with what a client sends. A token of a few claims signed with ES256 is about 300.
    public static let maximumTokenLength = 4_096

    /// The key files, in the order given.
    public let paths: [String]
    private let keys: Locked<[ReportTokenKey]>

    /// Reads the key files at `paths`.
    ///
    /// - Throws: `ReportTokenKey.FileError` when a file cannot be read or holds no key that can be used.
    public init(paths: [String]) throws(ReportTokenKey.FileError) {
        self.paths = paths
        keys = Locked(try Self.read(paths))
    }

    /// The algorithm of each key, in the order of `paths`.
    public var algorithms: [ReportTokenKey.Algorithm] {
        keys.withLock { $0 }.map(\.algorithm)
    }

    /// Reads the key files again. When one cannot be used, every key stays as it was, and the error is logged; the
    /// keys themselves never are.
    public func reload(logger: Logger) {
        do {
            let reread = try Self.read(paths)
            keys.withLock { $0 = reread }
            logger.info("report token keys reloaded", metadata: ["paths": "\(paths)"])
        } catch {
            logger.error("report token keys not reloaded: the previous keys stay", metadata: ["error": "\(error)"])
        }
    }

    /// The subject (`sub`) of a valid report token, or `nil` when the token is too long, malformed, signed with no
    /// key of the keyring (or with an algorithm none of them has), or not valid now.
    func subject(ofToken token: [UInt8]) async -> String? {
        guard token.count <= Self.maximumTokenLength,
            let header = try? DefaultJWTParser().parse(token, as: ReportTokenClaims.self).header,
            let algorithm = header.alg.flatMap(ReportTokenKey.Algorithm.init(rawValue:))
        else { return nil }
        for key in keys.withLock({ $0 }) where key.algorithm == algorithm {
            if let claims = try? await key.verify(token) { return claims.sub.value }
        }
        return nil
    }

    private static func read(_ paths: [String]) throws(ReportTokenKey.FileError) -> [ReportTokenKey] {
        var keys: [ReportTokenKey] = []
        for path in paths { keys.append(try ReportTokenKey(contentsOf: path)) }
        return keys
    }
}
