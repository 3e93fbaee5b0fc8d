// swift-tools-version:6.1

import Foundation
import PackageDescription

/// The shipped translations: every `.lproj` folder of `Resources/`, copied into the resource bundle as it is.
let shippedTranslations = ((try? FileManager.default.contentsOfDirectory(atPath: Context.packageDirectory + "/Resources")) ?? [])
    .filter { $0.hasSuffix(".lproj") }
    .sorted()
    .map { Resource.copy($0) }

let package = Package(
    name: "Permit",
    defaultLocalization: "en",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "PermitLocalization", targets: ["PermitLocalization"]),
        .library(name: "PermitLint", targets: ["PermitLint"]),
        .library(name: "Permit", targets: ["Permit"]),
        .library(name: "PermitDoctor", targets: ["PermitDoctor"]),
        .executable(name: "permit", targets: ["permit"]),
        .library(name: "PermitHummingbird", targets: ["PermitHummingbird"]),
        .library(name: "PermitVapor", targets: ["PermitVapor"]),
        .library(name: "PermitSQLite", targets: ["PermitSQLite"]),
        .library(name: "PermitPostgres", targets: ["PermitPostgres"]),
        .executable(name: "permit-server", targets: ["permit-server"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
        .package(url: "https://github.com/vapor/vapor", from: "4.122.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
        .package(url: "https://github.com/vapor/sqlite-nio", from: "1.13.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.30.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.5.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.0.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "600.0.0"),
        // SHA-256 for access keys; 4.x is what the rest of the graph (postgres-nio, swift-certificates) resolves.
        .package(url: "https://github.com/apple/swift-crypto", "3.12.0"..<"5.0.0"),
        // The HTTP parts between Hummingbird's HTTP/1.1 codec and its application (NIOHTTPTypes).
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.34.1"),
        // Device-bound report tokens (JWT: HS256, ES256).
        .package(url: "https://github.com/vapor/jwt-kit", from: "5.7.0"),
    ],
    targets: [
        // The system ICU (Debian: libicu-dev). Its module map only links the libraries; no ICU header is ever
        // imported into Swift (see CPermitICU).
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-i18n",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
        ),
        // A small C shim whose public header includes only <stdint.h>: ICU's version-renaming macros bind in C,
        // and no ICU type reaches Swift.
        .target(
            name: "CPermitICU",
            dependencies: ["CICU"]
        ),
        .target(
            name: "PermitLocalization",
            dependencies: ["CPermitICU", .product(name: "Logging", package: "swift-log")]
        ),
        // The lint: what it reads, the rules, the findings and their reports. A tool that embeds the lint needs only
        // this and PermitLocalization, and the readers of an app's projects: Yams for XcodeGen's specs, swift-syntax
        // for `Package.swift`.
        .target(
            name: "PermitLint",
            dependencies: [
                "PermitLocalization", .product(name: "Yams", package: "Yams"),
                .product(name: "SwiftParser", package: "swift-syntax"), .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // Resources/ at the top level is what Permit ships: its .lproj folders become this target's bundle.
        .target(
            name: "PermitResources",
            path: "Resources",
            resources: shippedTranslations
        ),
        .target(
            name: "Permit",
            dependencies: [
                "PermitLocalization", "PermitResources", .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
            ]
        ),
        // The Info.plist doctor: what each service needs of an app's Info.plist, entitlements and extensions.
        .target(name: "PermitDoctor", dependencies: ["Permit", "PermitLocalization"]),
        .executableTarget(
            name: "permit",
            dependencies: [
                "Permit",
                "PermitDoctor",
                "PermitLint",
                "PermitLocalization",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Framework adapters: only an app that uses one builds its framework.
        .target(
            name: "PermitHummingbird",
            dependencies: [
                "Permit", "PermitLocalization", .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        .target(
            name: "PermitVapor",
            dependencies: ["Permit", "PermitLocalization", .product(name: "Vapor", package: "vapor")]
        ),
        // Stores of device reports: only an app that uses one builds its database driver.
        .target(
            name: "PermitSQLite",
            dependencies: [
                "Permit", .product(name: "SQLiteNIO", package: "sqlite-nio"), .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "PermitPostgres",
            dependencies: [
                "Permit", "PermitLocalization", .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                // PostgresNIO depends on it already: the store is a `Service`, as its `PostgresClient` is.
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // permit-server's routes, apart from its command line so that tests can start it.
        .target(
            name: "PermitServer",
            dependencies: [
                "Permit", "PermitLocalization", "PermitHummingbird", .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"), .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"), .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOHTTP1", package: "swift-nio"), .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                "PermitSQLite", "PermitPostgres", .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"), .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"), .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "JWTKit", package: "jwt-kit"),
            ],
            // The OpenAPI document, served byte for byte at /openapi.json; compiled in, so that the binary needs no
            // resource bundle for it.
            resources: [.embedInCode("openapi.json")]
        ),
        .executableTarget(
            name: "permit-server",
            dependencies: [
                "PermitServer", .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Metrics", package: "swift-metrics"), .product(name: "Prometheus", package: "swift-prometheus"),
            ]
        ),
        // Running the built executables (and curl, Chromium) from tests, with a limit on every wait.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "PermitHummingbirdTests",
            dependencies: [
                "PermitHummingbird", "Permit", .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
        .testTarget(
            name: "PermitVaporTests",
            dependencies: ["PermitVapor", "Permit", .product(name: "VaporTesting", package: "vapor")]
        ),
        .testTarget(
            name: "PermitServerTests",
            dependencies: [
                "PermitServer", "Permit", "PermitLocalization", "TestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird"), .product(name: "JWTKit", package: "jwt-kit"),
            ]
        ),
        // The stores' contract against memory, SQLite and PostgreSQL (with PERMIT_TEST_POSTGRES_URL), and
        // permit-server processes over them.
        .testTarget(
            name: "PermitStoreTests",
            dependencies: [
                "TestSupport", "Permit", "PermitSQLite", "PermitPostgres", "PermitServer", "permit-server",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "PostgresNIO", package: "postgres-nio"), .product(name: "SQLiteNIO", package: "sqlite-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The documentation's Swift snippets (README, ARCHITECTURE.md, docs/, the DocC articles), compiled; a test checks
        // that each is here as the documentation shows it.
        .testTarget(
            name: "READMETests",
            dependencies: [
                "Permit", "PermitDoctor", "PermitLocalization", "PermitLint", "PermitHummingbird", "PermitVapor", "PermitPostgres",
                .product(name: "Hummingbird", package: "hummingbird"), .product(name: "Vapor", package: "vapor"),
                .product(name: "PostgresNIO", package: "postgres-nio"), .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "PermitLocalizationTests",
            dependencies: ["PermitLocalization", .product(name: "Logging", package: "swift-log")],
            // Inputs found by fuzzing, which the regression tests read by path (#filePath).
            exclude: ["FuzzFindings"]
        ),
        // Permit's choice of localizations against Apple's own (`ualoc_localizationsToUse` in the toolchain's
        // `_FoundationICU`). Only this test target links Apple's ICU; the libraries never do.
        .testTarget(
            name: "PermitLintTests",
            dependencies: ["PermitLint", "PermitLocalization", "TestSupport"],
            // Read from their folders by the tests: real apps' trees and projects, not test code.
            exclude: ["AppFixtures", "ProjectFixtures"]
        ),
        .testTarget(
            name: "LocalizationOracleTests",
            dependencies: ["PermitLocalization"],
            linkerSettings: [.linkedLibrary("_FoundationICU")]
        ),
        .testTarget(
            name: "PermitTests",
            dependencies: ["Permit", "PermitLocalization", "PermitResources", .product(name: "Logging", package: "swift-log")]
        ),
        .testTarget(name: "PermitDoctorTests", dependencies: ["PermitDoctor", "Permit", "PermitLocalization"]),
        .testTarget(
            name: "permitTests",
            dependencies: ["permit", "TestSupport"],
            // Expected outputs, and a real app's files for the doctor, that the tests read by path (#filePath), not
            // resources of the test bundle.
            exclude: ["Snapshots", "DoctorFixtures"]
        ),
    ]
)

for target in package.targets where [.regular, .executable, .test].contains(target.type) {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
    target.swiftSettings = settings
}
