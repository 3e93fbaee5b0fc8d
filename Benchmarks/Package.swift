// swift-tools-version:6.1

import PackageDescription

// Benchmarks live in their own package so that nothing they need enters Permit's dependency graph.
// Run them all with Benchmarks/run.sh, or one: swift run -c release --package-path Benchmarks render-benchmark
let benchmarks = [
    ("strings-parse-benchmark", "StringsParseBenchmark"), ("render-benchmark", "RenderBenchmark"),
    ("negotiate-benchmark", "NegotiateBenchmark"), ("lint-benchmark", "LintBenchmark"),
    ("catalog-memory-benchmark", "CatalogMemoryBenchmark"), ("single-file-lint-benchmark", "SingleFileLintBenchmark"),
]

let package = Package(
    name: "PermitBenchmarks",
    platforms: [.macOS(.v15)],
    products: benchmarks.map { product, target in .executable(name: product, targets: [target]) }
        + [.executable(name: "hello-server", targets: ["HelloServer"])],
    dependencies: [
        .package(name: "Permit", path: ".."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0"),
    ],
    targets: [
        // Timing, memory and scratch-folder helpers shared by the benchmarks.
        .target(name: "BenchmarkSupport"),
        // The baseline of server-benchmark.sh: a plain Hummingbird hello-world, built and run like permit-server.
        .executableTarget(name: "HelloServer", dependencies: [.product(name: "Hummingbird", package: "hummingbird")]),
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
