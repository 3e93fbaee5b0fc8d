import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP connection to a server on 127.0.0.1 that sends exactly the bytes a test gives and reads exactly what comes
/// back, for what HTTP clients never send: a malformed request line, a body that stops halfway, a length declared
/// and never sent, a request sent a byte at a time.
///
/// Every call that may wait runs on a Dispatch thread, never on one of the few threads that run tasks (a server
/// in the same process needs them), and every wait has a limit.
public final class RawHTTPConnection: Sendable {
    /// A connection that could not be made.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The socket, until `close`.
    private let descriptor: Mutex<Int32?>

    /// Connects to 127.0.0.1:`port`; a send that cannot proceed for ten seconds fails.
    public init(port: Int) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let reason = String(cString: strerror(errno))
            closeSocket(descriptor)
            throw Failure(description: "connect to 127.0.0.1:\(port): \(reason)")
        }
        var limit = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        self.descriptor = Mutex(descriptor)
    }

    deinit { close() }

    /// Sends `text` as UTF-8; whether all of it was taken (not when the server closed the connection).
    @discardableResult
    public func send(_ text: String) async -> Bool {
        await send(Array(text.utf8))
    }

    /// Sends `bytes`; whether all of them were taken (not when the server closed the connection).
    @discardableResult
    public func send(_ bytes: [UInt8]) async -> Bool {
        guard let descriptor = self.descriptor.withLock({ $0 }) else { return false }
        return await onThread {
            var sent = 0
            while sent < bytes.count {
                let count = bytes[sent...].withUnsafeBytes { sendWithoutSignal(descriptor, $0) }
                guard count > 0 else { return false }
                sent += count
            }
            return true
        }
    }

    /// Whether bytes from the server (or its closing) wait to be read now.
    public var hasSomethingToRead: Bool {
        guard let descriptor = self.descriptor.withLock({ $0 }) else { return false }
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, 0) > 0
    }

    /// What arrives until the server closes the connection, or until `limit` has passed: the bytes, and whether the
    /// server closed it (a reset counts) in time.
    public func receiveUntilClosed(within limit: Duration) async -> (bytes: [UInt8], closed: Bool) {
        guard let descriptor = self.descriptor.withLock({ $0 }) else { return ([], true) }
        return await onThread {
            let deadline = ContinuousClock.now + limit
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while ContinuousClock.now < deadline {
                let remaining = deadline - ContinuousClock.now
                let milliseconds = Int32(remaining.components.seconds * 1_000 + remaining.components.attoseconds / 1_000_000_000_000_000)
                var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&poller, 1, max(milliseconds, 1)) > 0 else { continue }
                let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                if count <= 0 { return (received, true) }
                received += buffer[..<count]
            }
            return (received, false)
        }
    }

    /// Closes the connection; with `reset`, abruptly (an RST, as a client that crashed), else with a FIN.
    public func close(reset: Bool = false) {
        guard let descriptor = self.descriptor.withLock({ held -> Int32? in
            defer { held = nil }
            return held
        }) else { return }
        if reset {
            var linger = linger(l_onoff: 1, l_linger: 0)
            setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<linger>.size))
        }
        closeSocket(descriptor)
    }
}

/// POSIX `close`, which `RawHTTPConnection.close` hides inside the class.
private func closeSocket(_ descriptor: Int32) {
    _ = close(descriptor)
}

/// POSIX `send` of `bytes`, without the `SIGPIPE` a connection the server closed would raise; how many were sent.
private func sendWithoutSignal(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    #if canImport(Glibc)
    send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
    #else
    send(descriptor, bytes.baseAddress, bytes.count, 0)
    #endif
}

/// One HTTP/1.1 response as a server wrote it: its status, its header fields (names in lower case) and every byte
/// after its head.
public struct RawHTTPResponse: Sendable {
    public var status: Int
    public var fields: [(name: String, value: String)]
    public var body: [UInt8]

    /// The response at the start of `bytes`, or `nil` when they do not begin with a whole head.
    public init?(_ bytes: [UInt8]) {
        let separator = Array("\r\n\r\n".utf8)
        guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }),
            let head = String(bytes: bytes[..<end], encoding: .utf8)
        else { return nil }
        let lines = head.components(separatedBy: "\r\n")
        let statusLine = lines[0].split(separator: " ")
        guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/1."), let status = Int(statusLine[1]) else { return nil }
        self.status = status
        fields = lines.dropFirst().compactMap { line in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (line[..<colon].lowercased(), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        body = Array(bytes[(end + separator.count)...])
    }

    /// The value of the field `name` (any case), or `nil`.
    public subscript(field name: String) -> String? {
        fields.first { $0.name == name.lowercased() }?.value
    }

    /// The body as a JSON object, or `nil`.
    public var jsonObject: [String: Any]? {
        try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
    }
}
