import Foundation
import Testing

@testable import PermitLint

/// Paths a project names, resolved against the folder that holds them.
struct ProjectPathTests {
    @Test(
        "A path joined to a folder is absolute, without empty, `.` or `..` components",
        arguments: [
            ("/app", "Sources/App.swift", "/app/Sources/App.swift"),
            ("/app", "", "/app"),
            ("/", "", "/"),
            ("/", "a", "/a"),
            ("/app/", "Sources", "/app/Sources"),
            ("/app", "./Sources//App.swift", "/app/Sources/App.swift"),
            ("/app/ios", "../Shared/en.lproj/", "/app/Shared/en.lproj"),
            ("/app", "/elsewhere/./x/..", "/elsewhere"),
            ("/app", "..", "/"),
            ("/app", "../../..", "/"),
            ("/app", "...", "/app/..."),
            ("/app", ".hidden/a.swift", "/app/.hidden/a.swift"),
        ])
    func join(folder: String, relative: String, expected: String) {
        #expect(ProjectPath.join(folder, relative) == expected)
    }
}

/// Xcode runs on macOS's case-insensitive file system, where a project's path finds a folder spelled in another case.
struct DiskSpellingTests {
    @Test("A folder that does not exist is found in its parent whatever its letters' case; one that exists is kept")
    func folders() throws {
        let root = FileManager.default.temporaryDirectory.path + "/permit-case-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: root + "/FunnyFm/Controllers/en.lproj", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        var spelling = DiskSpelling()
        #expect(spelling.folder(root + "/FunnyFM") == root + "/FunnyFm")
        #expect(spelling.folder(root + "/FunnyFm") == root + "/FunnyFm")
        #expect(spelling.folder(root + "/funnyfm/controllers") == root + "/FunnyFm/Controllers")
        #expect(spelling.file(root + "/FUNNYFM/Controllers/en.lproj/About.strings") == root + "/FunnyFm/Controllers/en.lproj/About.strings")
        #expect(spelling.folder(root + "/Other") == root + "/Other")
        #expect(spelling.file(root + "/Missing/FunnyFm/a.swift") == root + "/Missing/FunnyFm/a.swift")
    }
}
