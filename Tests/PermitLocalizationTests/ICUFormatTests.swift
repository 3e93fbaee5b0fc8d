import PermitLocalization
import Testing

/// Expected texts are CLDR's number symbols and list patterns for each locale, written out by hand.
@Suite struct ICUFormatTests {
    @Test(arguments: [
        ("de", ".0", 1234.5, "1.234,5"),
        ("en", ".00", 3.14159, "3.14"),
        ("en", "precision-integer", 2.5, "2"),
        ("en", "group-off", 1234.5, "1234.5"),
        ("fr", ".0", 1234.5, "1\u{202F}234,5"),
    ])
    func formatDouble(locale: String, skeleton: String, value: Double, text: String) throws {
        #expect(try NumberFormat(skeleton: skeleton, locale: locale).format(value) == text)
    }

    @Test(arguments: [
        ("en", "", Int64(1234), "1,234"),
        ("en", "group-off", 1234, "1234"),
        ("ar", "group-off", 123, "١٢٣"),
        ("de", "", 1_234_567, "1.234.567"),
        ("ja", "", -1234, "-1,234"),
    ])
    func formatInteger(locale: String, skeleton: String, value: Int64, text: String) throws {
        #expect(try NumberFormat(skeleton: skeleton, locale: locale).format(value) == text)
    }

    @Test func malformedSkeletonThrows() {
        #expect {
            try NumberFormat(skeleton: "not-a-skeleton", locale: "en")
        } throws: { error in
            (error as? ICUError)?.name == "U_NUMBER_SKELETON_SYNTAX_ERROR"
        }
    }

    @Test(arguments: [
        ("en", ListFormat.ListType.and, ["camera", "microphone"], "camera and microphone"),
        ("en", .and, ["camera", "microphone", "location"], "camera, microphone, and location"),
        ("en", .or, ["camera", "microphone"], "camera or microphone"),
        ("en", .and, [], ""),
        ("en", .and, ["camera"], "camera"),
        ("zh-Hans", .and, ["相机", "麦克风"], "相机和麦克风"),
        ("zh-Hans", .and, ["相机", "麦克风", "位置"], "相机、麦克风和位置"),
        ("de", .and, ["Kamera", "Mikrofon"], "Kamera und Mikrofon"),
        ("de", .and, ["Kamera", "Mikrofon", "Standort"], "Kamera, Mikrofon und Standort"),
        ("de", .or, ["Kamera", "Mikrofon"], "Kamera oder Mikrofon"),
        ("ja", .and, ["カメラ", "マイク"], "カメラ、マイク"),
        ("ja", .or, ["カメラ", "マイク"], "カメラまたはマイク"),
    ])
    func formatList(locale: String, type: ListFormat.ListType, items: [String], text: String) throws {
        #expect(try ListFormat(locale: locale, type: type).format(items) == text)
    }

    @Test func listOfEmptyItemsKeepsTheSeparators() throws {
        #expect(try ListFormat(locale: "en").format(["", ""]) == " and ")
    }

    @Test func longListGrowsTheOutputBuffer() throws {
        let items = (1...200).map { "item\($0)" }
        let text = try ListFormat(locale: "en").format(items)
        #expect(text.hasPrefix("item1, item2, "))
        #expect(text.hasSuffix(", item199, and item200"))
    }
}
