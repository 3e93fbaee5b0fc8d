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
