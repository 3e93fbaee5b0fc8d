import ArgumentParser
import Dispatch
import Foundation
import Hummingbird
import PermitServer

/// `permit-server`: Permit over HTTP.
@main
struct PermitServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "permit-server",
        abstract: "Serve Permit's localized permission answers over HTTP.",
        discussion: """
            Devices' reports (PUT /v1/subjects/{id}) are kept in this process's memory only. App strings given \
            with --strings-root are layered over the shipped translations; SIGHUP reloads them while requests \
            run. GET /openapi.json describes every route.
            """
    )

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on.")
    var port = 8080

    @Option(name: .customLong("strings-root"), help: "A folder of <lang>.lproj/Permit.strings layered over the shipped texts (repeatable).")
    var stringsRoots: [String] = []

    @Option(help: "How many devices' reports are kept in memory; the least recently recorded go first.")
    var maximumSubjects = 100_000

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        guard maximumSubjects > 0 else { throw ValidationError("--maximum-subjects must be positive") }
    }

    func run() async throws {
        var configuration = PermitServer.Configuration()
        configuration.stringsRoots = stringsRoots
        configuration.maximumSubjects = maximumSubjects
        let server = try PermitServer(configuration: configuration)
        signal(SIGHUP, SIG_IGN)
        let reload = DispatchSource.makeSignalSource(signal: SIGHUP)
        reload.setEventHandler { server.reloadStrings() }
        reload.resume()
        try await server.application(host: host, port: port).runService()
    }
}
