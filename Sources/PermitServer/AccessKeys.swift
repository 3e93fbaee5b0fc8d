import Crypto
import Foundation

/// The access keys a server accepts, as read from a keys file.
///
/// The file has one key per line. A line is trimmed of spaces; blank lines and lines that begin with `#` are
/// comments. A key prefixed with `report:` may only record device reports (`PUT /v1/subjects/{id}`), for keys
/// that ship inside an app; any other key may use every route:
/// ```
/// # backend
/// 9f2c4e1b7a8d6f30c5e2a7b9d1f04c68
/// # the iOS app: records its own report, reads nothing
/// report:Q2hvb3NlIGEgbG9uZyByYW5kb20ga2V5
/// ```
/// A key is at least 16 characters of RFC 6750's token alphabet (letters, digits, `-._~+/`, then `=` at the end),
/// so that it travels unchanged in `Authorization: Bearer KEY`.
public struct AccessKeys: Sendable {
    /// What a key may do.
    public enum Scope: Sendable, Equatable {
        /// Every route.
        case full
        /// Only recording a device's report.
        case reportOnly
    }

    /// A keys file that cannot be used, with where.
    public struct FileError: Error, CustomStringConvertible {
        /// The file.
        public var path: String
        /// The line, from 1; `nil` when the file could not be read.
        public var line: Int?
        /// What is wrong.
        public var message: String

        public var description: String { line.map { "\(path):\($0): \(message)" } ?? "\(path): \(message)" }
    }

    /// The shortest key accepted.
    public static let minimumLength = 16
    /// The longest key accepted, and the longest token an `Authorization` header may present: a longer one is no
    /// key, and is refused without being read further.
    public static let maximumLength = 4_096

    /// The scope of each key, by the SHA-256 digest of the key.
    ///
    /// A presented token is hashed once and looked up here, so that checking it costs the same whatever the token
    /// and however many keys there are. The lookup compares digests, not keys: how long it takes can at most tell
    /// how many leading bytes of the presented token's digest match a key's digest, and that says nothing about
    /// the key, since no one can choose a token whose digest starts with given bytes, nor learn a key from its
    /// digest (SHA-256's preimage resistance). The digests' own `==` is constant-time besides.
    private let scopes: [SHA256.Digest: Scope]

    /// How many keys there are.
    public var count: Int { scopes.count }

    /// How many keys may only record reports (`report:`).
    public var reportOnlyCount: Int { scopes.values.count(where: { $0 == .reportOnly }) }

    /// Reads the keys file at `path`.
    public init(contentsOf path: String) throws {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw FileError(path: path, line: nil, message: "cannot be read (\(error.localizedDescription))")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw FileError(path: path, line: nil, message: "is not UTF-8 text")
        }
        try self.init(parsing: text, path: path)
    }

    /// Reads keys from the text of a keys file; `path` names it in errors. Lines end with LF or CRLF, and a UTF-8
    /// byte order mark at the start is ignored.
    public init(parsing text: String, path: String) throws {
        var scopes: [SHA256.Digest: Scope] = [:]
        var lines: [SHA256.Digest: Int] = [:]
        let body = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : Substring(text)
        // `Character.isNewline`, not "\n": a CRLF is one character, which a split on "\n" would never find.
        for (index, rawLine) in body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let (key, scope) = line.hasPrefix("report:") ? (line.dropFirst("report:".count), Scope.reportOnly) : (Substring(line), .full)
            let bytes = Array(key.utf8)
            let number = index + 1
            guard bytes.count >= Self.minimumLength else {
                throw FileError(path: path, line: number, message: "a key must be at least \(Self.minimumLength) characters long")
            }
            guard bytes.count <= Self.maximumLength else {
                throw FileError(path: path, line: number, message: "a key must be at most \(Self.maximumLength) characters long")
            }
            guard Self.isToken(bytes) else {
                throw FileError(
                    path: path, line: number,
                    message: "a key may hold only letters, digits and -._~+/ (then = at its end), as a bearer token does")
            }
            let digest = SHA256.hash(data: bytes)
            if let earlier = lines[digest] {
                throw FileError(path: path, line: number, message: "this key is already on line \(earlier)")
            }
            lines[digest] = number
            scopes[digest] = scope
        }
        self.scopes = scopes
    }

    /// The scope of the key in an `Authorization` header's value (`Bearer KEY`), or `nil` when there is no such
    /// key. The token is hashed once and its digest looked up among the keys' (see `scopes`).
    public func scope(ofAuthorization header: String?) -> Scope? {
        guard let header, let presented = Self.bearerToken(header) else { return nil }
        return scopes[SHA256.hash(data: presented)]
    }

    /// The token of `Bearer TOKEN` (the scheme in any case, one or more spaces after it), or `nil` when the header
    /// is not one, or is longer than any key could make it.
    static func bearerToken(_ header: String) -> [UInt8]? {
        let scheme = Array("bearer".utf8)
        guard header.utf8.count <= scheme.count + 1 + Self.maximumLength else { return nil }
        let bytes = Array(header.utf8)
        guard bytes.count > scheme.count, zip(bytes, scheme).allSatisfy({ $0 | 0x20 == $1 }) else { return nil }
        let token = bytes[scheme.count...].drop { $0 == UInt8(ascii: " ") }
        guard token.count < bytes.count - scheme.count, !token.isEmpty else { return nil }
        return Array(token)
    }

    /// Whether `bytes` is an RFC 6750 `b64token`: `1*( ALPHA / DIGIT / "-" / "." / "_" / "~" / "+" / "/" ) *"="`.
    private static func isToken(_ bytes: [UInt8]) -> Bool {
        let body = bytes.prefix { $0 != UInt8(ascii: "=") }
        guard !body.isEmpty, bytes[body.count...].allSatisfy({ $0 == UInt8(ascii: "=") }) else { return false }
        return body.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                true
            case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "+"), UInt8(ascii: "/"):
                true
            default: false
            }
        }
    }
}
