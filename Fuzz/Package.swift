// swift-tools-version:6.1

import PackageDescription

// libFuzzer harnesses for Permit's readers and parsers, in a package of their own: they link only with
// `-sanitize=fuzzer` (libFuzzer supplies `main`). Build and run them with `Fuzz/run.sh SECONDS`.
// The harnesses read the readers' package and internal API through `@testable import`, so run.sh builds with
// -enable-testing.
let harnesses = ["FuzzStrings", "FuzzPropertyList", "FuzzStringCatalog", "FuzzFormat", "FuzzNegotiation", "FuzzXLIFF"]

let package = Package(
    name: "PermitFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Permit", path: "..")
    ],
    targets: [
        // Declares libFuzzer's driver, which each harness's entry point calls (SwiftPM gives every executable an
        // entry point of its own, `<Target>_main`, so libFuzzer's `main` cannot be used directly).
        .target(name: "FuzzDriver")
    ]
        + harnesses.map { name in
            .executableTarget(
                name: name,
                dependencies: ["FuzzDriver", .product(name: "PermitLocalization", package: "Permit")],
                path: "Sources/\(name)"
            )
        }
)
