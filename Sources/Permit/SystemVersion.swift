/// An operating system's version, such as iOS 14.5.
public struct SystemVersion: Hashable, Sendable, Comparable, Codable, LosslessStringConvertible {
    /// The major version: 14 in 14.5.
    public var major: Int
    /// The minor version: 5 in 14.5.
    public var minor: Int
    /// The patch version: 1 in 14.5.1.
    public var patch: Int

    /// Creates a version.
    public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Reads "14", "14.5" or "14.5.1"; `nil` for anything else.
    public init?(_ description: String) {
        let parts = description.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 6, part.allSatisfy(\.isASCII), let number = Int(part), number >= 0 else {
                return nil
            }
            numbers.append(number)
        }
        self.init(numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0)
    }

    /// "14", "9.3" or "14.5.1": trailing zero parts left out.
    public var description: String {
        if patch != 0 { return "\(major).\(minor).\(patch)" }
        if minor != 0 { return "\(major).\(minor)" }
        return "\(major)"
    }

    public static func < (lhs: SystemVersion, rhs: SystemVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let version = SystemVersion(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(text)\" is not a version such as \"14\" or \"14.5\"")
        }
        self = version
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
