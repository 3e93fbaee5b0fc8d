// swift-tools-version:6.1

import PackageDescription

// Benchmarks live in their own package so that nothing they need enters Permit's dependency graph.
// Run: swift run -c release --package-path Benchmarks strings-parse-benchmark (or render-benchmark, lint-benchmark)
let package = Package(
    name: "PermitBenchmarks",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "strings-parse-benchmark", targets: ["StringsParseBenchmark"]),
        .executable(name: "render-benchmark", targets: ["RenderBenchmark"]),
        .executable(name: "lint-benchmark", targets: ["LintBenchmark"]),
        .executable(name: "negotiate-benchmark", targets: ["NegotiateBenchmark"]),
        .executable(name: "catalog-memory-benchmark", targets: ["CatalogMemoryBenchmark"]),
    ],
    dependencies: [
        .package(name: "Permit", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "StringsParseBenchmark",
            dependencies: [.product(name: "PermitLocalization", package: "Permit")],
            path: "Sources/StringsParseBenchmark"
        ),
        .executableTarget(
            name: "RenderBenchmark",
            dependencies: [.product(name: "PermitLocalization", package: "Permit")],
            path: "Sources/RenderBenchmark"
        ),
        .executableTarget(
            name: "LintBenchmark",
            dependencies: [.product(name: "PermitLocalization", package: "Permit")],
            path: "Sources/LintBenchmark"
        ),
        .executableTarget(
            name: "NegotiateBenchmark",
            dependencies: [.product(name: "PermitLocalization", package: "Permit")],
            path: "Sources/NegotiateBenchmark"
        ),
        .executableTarget(
            name: "CatalogMemoryBenchmark",
            dependencies: [.product(name: "PermitLocalization", package: "Permit")],
            path: "Sources/CatalogMemoryBenchmark"
        ),
    ]
)
