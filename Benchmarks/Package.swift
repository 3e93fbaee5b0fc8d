// swift-tools-version:6.1

import PackageDescription

// Benchmarks live in their own package so that nothing they need enters Permit's dependency graph.
// Run them all with Benchmarks/run.sh, or one: swift run -c release --package-path Benchmarks render-benchmark
let benchmarks = [
    ("strings-parse-benchmark", "StringsParseBenchmark"), ("render-benchmark", "RenderBenchmark"),
    ("negotiate-benchmark", "NegotiateBenchmark"), ("lint-benchmark", "LintBenchmark"),
    ("catalog-memory-benchmark", "CatalogMemoryBenchmark"),
]

let package = Package(
    name: "PermitBenchmarks",
    platforms: [.macOS(.v15)],
    products: benchmarks.map { product, target in .executable(name: product, targets: [target]) },
    dependencies: [
        .package(name: "Permit", path: "..")
    ],
    targets: [
        // Timing, memory and scratch-folder helpers shared by the benchmarks.
        .target(name: "BenchmarkSupport")
    ]
        + benchmarks.map { _, target in
            .executableTarget(
                name: target,
                dependencies: ["BenchmarkSupport", .product(name: "PermitLocalization", package: "Permit")],
                path: "Sources/\(target)",
                // The negotiation benchmark times Apple's own matcher, from the toolchain's ICU, as its baseline.
                linkerSettings: target == "NegotiateBenchmark" ? [.linkedLibrary("_FoundationICU")] : []
            )
        }
)
