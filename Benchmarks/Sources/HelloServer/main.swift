import Hummingbird

// hello-server PORT: Hummingbird's hello-world, the throughput a Hummingbird server can reach on this machine.
let port = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 8080 : 8080
let router = Router()
router.get("/") { _, _ in "Hello, world!" }
let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)))
try await app.runService()
