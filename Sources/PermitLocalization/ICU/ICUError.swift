internal import CPermitICU

/// A failure reported by ICU, the Unicode library behind Permit's locale data, plural rules and formatters.
public struct ICUError: Error, Hashable, Sendable, CustomStringConvertible {
    /// ICU's status code (a `UErrorCode`; failures are the codes above zero).
    package let code: Int32

    /// ICU's name for ``code``, such as `"U_ILLEGAL_ARGUMENT_ERROR"`.
    package var name: String {
        guard let name = permit_icu_error_name(code) else { return "UErrorCode \(code)" }
        return String(cString: name)
    }

    /// The name followed by the code, such as `"U_ILLEGAL_ARGUMENT_ERROR (1)"`.
    public var description: String { "\(name) (\(code))" }

    init(code: Int32) {
        self.code = code
    }

    /// The error for an ICU open function that returned no object: its status, or U_MEMORY_ALLOCATION_ERROR when
    /// the status claims success (ICU returns no object without an error only when allocation fails).
    init(failedOpening status: Int32) {
        self.code = status > 0 ? status : permit_icu_memory_allocation_error
    }

    /// U_ILLEGAL_ARGUMENT_ERROR, which Permit also reports for a malformed language tag.
    static var illegalArgument: ICUError { ICUError(code: permit_icu_illegal_argument_error) }

    /// Runs `body`, where ICU can fail only when it runs out of memory, and stops the program if it does anyway, as
    /// Swift does when an allocation fails. Keeps formatting and plural selection free of `throws`.
    static func expectingSuccess<Result>(_ body: () throws(ICUError) -> Result) -> Result {
        do {
            return try body()
        } catch {
            preconditionFailure("ICU failed where only running out of memory can make it fail: \(error)")
        }
    }
}
