import Foundation

/// A segue (`<segue destination= kind= identifier= …/>`).
public struct IBSegue: Equatable, Sendable {
    public var id: String?
    public var destination: String?
    /// `show`, `showDetail`, `presentation`, `modal`, `push`, `popoverPresentation`,
    /// `embed`, `relationship`, `unwind`, `custom`, `replace`, `presentation`.
    public var kind: String
    public var identifier: String?
    /// For relationship segues: `rootViewController`, `viewControllers`,
    /// `masterViewController`, `detailViewController`.
    public var relationship: String?
    public var unwindAction: String?
    /// `accessoryAction` for a cell's accessory button; nil otherwise.
    public var trigger: String?
    public var customClass: String?
    public var customModule: String?
    public var modalPresentationStyle: String?
    public var modalTransitionStyle: String?
    public var animates: Bool
    /// The popover anchor view's id (popoverPresentation).
    public var popoverAnchorView: String?
    public var attributes: [String: String]
    public var line: Int
}
