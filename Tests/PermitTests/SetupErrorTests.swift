import Foundation
import Permit
import PermitLocalization
import PermitResources
import Testing

/// Translations that are not where they were said to be are an error naming the path, never silence or a crash.
@Suite struct SetupErrorTests {
    @Test func aMissingCatalogRootThrowsWithItsPath() {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("permit-missing-\(UUID())").path
        #expect(throws: CatalogError(code: .missingRoot, paths: [path])) { try LocalizationCatalog(root: path) }
    }

    @Test func aFileIsNoCatalogRoot() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("permit-file-\(UUID())")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(throws: CatalogError(code: .rootIsNotAFolder, paths: [file.path])) { try LocalizationCatalog(root: file.path) }
    }

    @Test func shippedResourcesAtAWrongPathThrow() {
        #expect {
            try PermitTexts(resourcesPath: "/nonexistent/Permit_PermitResources.resources")
        } throws: { error in
            let error = error as? CatalogError
            return error?.code == .missingRoot && error?.paths == ["/nonexistent/Permit_PermitResources.resources"]
        }
    }

    @Test func shippedResourcesCanBeNamedExplicitly() throws {
        let path = try #require(PermitResources.path)
        let texts = try PermitTexts(resourcesPath: path)
        #expect(texts.error(for: .camera, status: .denied, preferences: ["ja"])?.localization == "ja")
    }

    @Test func theResourcesErrorNamesEveryPlaceLookedAt() {
        let error = CatalogError(code: .resourcesNotFound, paths: PermitResources.candidatePaths)
        #expect(PermitResources.candidatePaths.count >= 2)
        for path in PermitResources.candidatePaths { #expect(error.description.contains(path)) }
    }
}
