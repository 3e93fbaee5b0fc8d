public import Foundation
import JWTKit

/// A key report tokens are signed with, as read from a file: an HS256 secret shared with the backend that mints the
/// tokens, or the ES256 (P-256) public key of a backend that keeps the private key.
///
/// A file that begins with `-----BEGIN PUBLIC KEY-----` holds an ES256 public key in PEM. Any other file holds an
/// HS256 secret: its bytes as they are (not base64-decoded), without a final line break, at least 32 of them.
public struct ReportTokenKey: Sendable {
    /// A signing algorithm of JWS (RFC 7518), by its `alg` name.
    public enum Algorithm: String, Sendable {
        /// HMAC with SHA-256, over a shared secret.
        case hs256 = "HS256"
        /// ECDSA over P-256 with SHA-256.
        case es256 = "ES256"
    }

    /// A key file that cannot be used, with why.
    public struct FileError: Error, CustomStringConvertible {
        /// The file.
        public var path: String
        /// What is wrong.
        public var message: String

        public var description: String { "\(path): \(message)" }
    }

    /// The shortest HS256 secret accepted, in bytes: as long as the hash's output (RFC 7518, section 3.2).
    public static let minimumSecretLength = 32

    private enum Material: Sendable {
        case secret(HMACKey)
        case publicKey(ES256PublicKey)
    }

    private let material: Material

    /// The algorithm tokens signed with this key name in their header.
    public var algorithm: Algorithm {
        switch material {
        case .secret: .hs256
        case .publicKey: .es256
        }
    }

    /// Reads the key file at `path`.
    public init(contentsOf path: String) throws(FileError) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw FileError(path: path, message: "cannot be read (\(error.localizedDescription))")
        }
        try self.init(data, path: path)
    }

    /// Reads a key from the bytes of a key file; `path` names it in errors.
    public init(_ data: Data, path: String) throws(FileError) {
        guard data.starts(with: Array("-----BEGIN ".utf8)) else {
            var secret = data
            if secret.last == UInt8(ascii: "\n") { secret.removeLast() }
            if secret.last == UInt8(ascii: "\r") { secret.removeLast() }
            guard secret.count >= Self.minimumSecretLength else {
                throw FileError(
                    path: path,
                    message: "an HS256 secret must be at least \(Self.minimumSecretLength) bytes long (this one has \(secret.count))")
            }
            material = .secret(HMACKey(from: secret))
            return
        }
        let pem = String(decoding: data, as: UTF8.self)
        guard pem.hasPrefix("-----BEGIN PUBLIC KEY-----") else {
            throw FileError(
                path: path,
                message: pem.contains("PRIVATE KEY")
                    ? "holds a private key: give permit-server only the public key (openssl ec -in KEY -pubout)"
                    : "is not a PEM public key (-----BEGIN PUBLIC KEY-----)")
        }
        do {
            material = .publicKey(try ES256PublicKey(pem: pem))
        } catch {
            throw FileError(path: path, message: "is not a P-256 public key, as ES256 needs (\(error))")
        }
    }

    /// The claims of `token` when this key signed it and they hold now (`ReportTokenClaims.verify(using:)`);
    /// throws otherwise.
    func verify(_ token: [UInt8]) async throws -> ReportTokenClaims {
        // A collection of its own for each token: JWTKeyCollection is an actor, and one shared by every request
        // would check their signatures one at a time.
        let collection = JWTKeyCollection()
        switch material {
        case .secret(let secret): await collection.add(hmac: secret, digestAlgorithm: .sha256)
        case .publicKey(let publicKey): await collection.add(ecdsa: publicKey)
        }
        return try await collection.verify(token, as: ReportTokenClaims.self)
    }
}
