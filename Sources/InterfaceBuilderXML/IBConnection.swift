import Foundation

/// An entry in `<connections>`.
public enum IBConnection: Equatable, Sendable {
    /// `<outlet property= destination= id=/>`.
    case outlet(property: String, destination: String, line: Int)
    /// `<outletCollection property= destination= collectionClass=/>` (one element per member, in order).
    case outletCollection(property: String, destination: String, line: Int)
    /// `<action selector= destination= eventType= id=/>`.
    case action(selector: String, destination: String, eventType: String?, line: Int)
    case segue(IBSegue)

    public var line: Int {
        switch self {
        case .outlet(_, _, let l), .outletCollection(_, _, let l), .action(_, _, _, let l): return l
        case .segue(let s): return s.line
        }
    }
}
