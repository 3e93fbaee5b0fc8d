import Foundation
import Permit
import Testing

/// The OpenAPI document's lists of services and statuses are Permit's own, in its order: a service or status
/// added to the library without its name in the document (or the other way round) fails here.
@Suite struct OpenAPIVocabularyTests {
    /// Every `enum` of the document under a property named `name` (or the items of one), with its path.
    private func enums(named names: Set<String>) throws -> [(path: String, values: [String])] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/PermitServer/openapi.json")
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        var found: [(String, [String])] = []
        func walk(_ value: Any, _ path: [String]) {
            if let object = value as? [String: Any] {
                let owner = path.last == "items" ? path.dropLast().last : path.last
                if let values = object["enum"] as? [String], let owner, names.contains(owner) {
                    found.append((path.joined(separator: "/"), values))
                }
                for (key, child) in object { walk(child, path + [key]) }
            } else if let array = value as? [Any] {
                for (index, child) in array.enumerated() { walk(child, path + ["\(index)"]) }
            }
        }
        walk(document, [])
        return found
    }

    @Test func serviceListsAreTheLibrarysServices() throws {
        let lists = try enums(named: ["service", "missingRequired"])
        #expect(lists.count >= 4)
        for list in lists {
            #expect(list.values == Service.allCases.map(\.commandLineName), "\(list.path)")
        }
    }

    @Test func statusListsAreTheLibrarysStatuses() throws {
        let lists = try enums(named: ["status"])
        #expect(lists.count >= 3)
        for list in lists {
            #expect(list.values == AuthorizationStatus.allCases.map(\.commandLineName), "\(list.path)")
        }
    }
}
