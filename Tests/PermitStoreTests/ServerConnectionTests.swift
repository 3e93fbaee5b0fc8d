import Foundation
import Permit
import TestSupport
import Testing

/// A permit-server process as a deployment sees it: its version.
@Suite struct ServerConnectionTests {
    @Test func versionIsPermitsVersion() async throws {
        let output = try await onThread {
            try ChildProcess.run(ServerProcess.executable, ["--version"], timeLimit: .seconds(60))
        }
        #expect(output.status == 0)
        #expect(output.standardOutput == PermitVersion.current + "\n")
    }
}
