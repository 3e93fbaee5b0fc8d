import Foundation
import PermitServer
import Testing

/// The keys file: its syntax, its errors with their line, and how a presented key is matched.
@Suite struct AccessKeysTests {
    static let file = """
        # the backend
          backend-key-0123456789abcdef

        report:app-key-0123456789abcdef==
        """

    @Test func keysAreMatchedWithTheirScope() throws {
        let keys = try AccessKeys(parsing: Self.file, path: "keys")
        #expect(keys.count == 2)
        #expect(keys.scope(ofAuthorization: "Bearer backend-key-0123456789abcdef") == .full)
        #expect(keys.scope(ofAuthorization: "bearer   backend-key-0123456789abcdef") == .full)
        #expect(keys.scope(ofAuthorization: "Bearer app-key-0123456789abcdef==") == .reportOnly)
    }

    @Test(arguments: [
        nil, "", "Bearer", "Bearer ", "Bearerbackend-key-0123456789abcdef", "Basic backend-key-0123456789abcdef",
        "Bearer backend-key-0123456789abcde", "Bearer backend-key-0123456789abcdeF", "Bearer backend-key-0123456789abcdef0",
        "Bearer report:app-key-0123456789abcdef==", "Bearer # the backend",
    ])
    func anythingElseIsNoKey(header: String?) throws {
        let keys = try AccessKeys(parsing: Self.file, path: "keys")
        #expect(keys.scope(ofAuthorization: header) == nil)
    }

    @Test(arguments: [
        ("ok-key-0123456789abcdef\nshort", 2, "at least 16 characters"),
        ("report:short-key", 1, "at least 16 characters"),
        ("a key with spaces in it", 1, "letters, digits"),
        ("clé-0123456789abcdef", 1, "letters, digits"),
        ("key=0123456789abcdef", 1, "letters, digits"),
        ("# one\nsame-key-0123456789abcdef\n\nreport:same-key-0123456789abcdef", 4, "already on line 2"),
    ])
    func aKeyThatCannotBeUsedIsAnErrorOnItsLine(text: String, line: Int, message: String) {
        #expect {
            try AccessKeys(parsing: text, path: "/etc/permit/keys")
        } throws: { error in
            guard let error = error as? AccessKeys.FileError else { return false }
            return error.line == line && error.message.contains(message)
                && error.description.hasPrefix("/etc/permit/keys:\(line): ")
        }
    }

    @Test func aFileWithCRLFLinesAndAByteOrderMarkIsRead() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("permit-keys-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let text = "\u{FEFF}# the backend\r\n  backend-key-0123456789abcdef\r\n\r\nreport:app-key-0123456789abcdef==\r\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let keys = try AccessKeys(contentsOf: file)
        #expect(keys.count == 2)
        #expect(keys.scope(ofAuthorization: "Bearer backend-key-0123456789abcdef") == .full)
        #expect(keys.scope(ofAuthorization: "Bearer app-key-0123456789abcdef==") == .reportOnly)
        #expect {
            try AccessKeys(parsing: "# one\r\nok-key-0123456789abcdef\r\nshort\r\n", path: "keys")
        } throws: { error in
            (error as? AccessKeys.FileError)?.line == 3
        }
    }

    @Test func aKeyLongerThanTheLimitIsAnErrorAndALongerTokenIsNoKey() throws {
        let longest = String(repeating: "k", count: AccessKeys.maximumLength)
        let keys = try AccessKeys(parsing: longest, path: "keys")
        #expect(keys.scope(ofAuthorization: "Bearer " + longest) == .full)
        #expect(keys.scope(ofAuthorization: "Bearer " + longest + "k") == nil)
        #expect {
            try AccessKeys(parsing: "# one\n" + longest + "k", path: "keys")
        } throws: { error in
            guard let error = error as? AccessKeys.FileError else { return false }
            return error.line == 2 && error.message.contains("at most \(AccessKeys.maximumLength) characters")
        }
    }

    @Test func amongManyKeysEachIsFoundWithItsScope() throws {
        let text = (0..<10_000).map { "key-\($0)-0123456789abcdef" }.joined(separator: "\n") + "\nreport:app-key-0123456789abcdef"
        let keys = try AccessKeys(parsing: text, path: "keys")
        #expect(keys.count == 10_001)
        #expect(keys.scope(ofAuthorization: "Bearer key-0-0123456789abcdef") == .full)
        #expect(keys.scope(ofAuthorization: "Bearer key-9999-0123456789abcdef") == .full)
        #expect(keys.scope(ofAuthorization: "Bearer app-key-0123456789abcdef") == .reportOnly)
        #expect(keys.scope(ofAuthorization: "Bearer key-10000-0123456789abcdef") == nil)
        #expect(keys.scope(ofAuthorization: "Bearer " + String(repeating: "k", count: 60_000)) == nil)
    }

    @Test func aFileWithOnlyCommentsHasNoKeys() throws {
        #expect(try AccessKeys(parsing: "# revoked: every request is refused\n\n", path: "keys").count == 0)
    }

    @Test func aMissingFileSaysSo() {
        #expect {
            try AccessKeys(contentsOf: "/nonexistent/keys")
        } throws: { error in
            (error as? AccessKeys.FileError)?.description.hasPrefix("/nonexistent/keys: cannot be read") == true
        }
    }
}
