import Foundation

/// One phone number or e-mail address with its optional label (the vCard
/// `TYPE` parameter, e.g. "cell", "work"; RFC 6350 section 5.6).
public struct ContactValue: Equatable, Hashable, Sendable {
    public var label: String?
    public var value: String

    public init(_ value: String, label: String? = nil) {
        self.value = value
        self.label = label
    }
}
