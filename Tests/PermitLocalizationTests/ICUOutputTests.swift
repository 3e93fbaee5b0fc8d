import CPermitICU
@testable import PermitLocalization
import Testing

/// The buffer handling every ICU wrapper relies on, driven by real ICU calls with chosen buffer sizes.
@Suite struct ICUOutputTests {
    /// 5 is exactly the length of "en_US": ICU fills the buffer without a terminator.
    @Test(arguments: [1, 4, 5, 6, 64])
    func identifierIsCompleteForAnyInitialCapacity(initialCapacity: Int) throws {
        let identifier = try ICUOutput.identifier(initialCapacity: initialCapacity) { buffer, capacity, status in
            permit_locale_canonicalize("en_us", buffer, capacity, &status)
        }
        #expect(identifier == "en_US")
    }

    /// "Chinese (Traditional)" is 21 UTF-16 units.
    @Test(arguments: [1, 20, 21, 22])
    func utf16TextIsCompleteForAnyInitialCapacity(initialCapacity: Int) throws {
        let name = try ICUOutput.string(initialCapacity: initialCapacity) { buffer, capacity, status in
            permit_locale_display_name("zh_Hant", "en", buffer, capacity, &status)
        }
        #expect(name == "Chinese (Traditional)")
    }

    @Test func failureStatusThrowsWithICUName() {
        let error = #expect(throws: ICUError.self) {
            try ICUOutput.identifier { _, _, status in
                status = permit_icu_illegal_argument_error
                return 0
            }
        }
        #expect(error?.name == "U_ILLEGAL_ARGUMENT_ERROR")
    }
}
