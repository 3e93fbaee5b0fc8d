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
        .library(name: "Permit", targets: ["Permit"]),
        .executable(name: "permit", targets: ["permit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
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
        // Resources/ at the top level is what Permit ships: its .lproj folders become this target's bundle.
        .target(
            name: "PermitResources",
            path: "Resources",
            resources: shippedTranslations
        ),
        .target(
            name: "Permit",
            dependencies: ["PermitLocalization", "PermitResources", .product(name: "Logging", package: "swift-log")]
        ),
        .executableTarget(
            name: "permit",
            dependencies: [
                "Permit",
                "PermitLocalization",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
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
            name: "LocalizationOracleTests",
            dependencies: ["PermitLocalization"],
            linkerSettings: [.linkedLibrary("_FoundationICU")]
        ),
        .testTarget(
            name: "PermitTests",
            dependencies: ["Permit", "PermitLocalization", "PermitResources", .product(name: "Logging", package: "swift-log")]
        ),
        .testTarget(
            name: "permitTests",
            dependencies: ["permit"],
            // Expected outputs the tests read by path (#filePath), not resources of the test bundle.
            exclude: ["Snapshots"]
        ),
    ]
)

for target in package.targets where [.regular, .executable, .test].contains(target.type) {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
    target.swiftSettings = settings
}
