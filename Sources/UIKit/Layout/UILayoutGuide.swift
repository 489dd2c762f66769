import Foundation

/// A rectangle that takes part in Auto Layout without being a view, as `UILayoutGuide`.
///
/// Add custom guides with `UIView.addLayoutGuide(_:)`; every view also has the system
/// guides `layoutMarginsGuide`, `safeAreaLayoutGuide` and `readableContentGuide`, whose
/// edges the engine keeps at the view's margins, safe area and readable width.
/// `layoutFrame` is in the owning view's coordinates, in points, after layout.
/// Source: Apple's UILayoutGuide documentation.
@preconcurrency @MainActor
open class UILayoutGuide: CustomStringConvertible {
    enum Kind { case custom, margins, safeArea, readable }
    let kind: Kind

    public internal(set) weak var owningView: UIView?
    /// Names the guide in constraint descriptions (system guides use UIKit's names).
    open var identifier: String

    public init() { kind = .custom; identifier = "" }
    init(kind: Kind, owningView: UIView) {
        self.kind = kind
        self.owningView = owningView
        switch kind {
        case .custom: identifier = ""
        case .margins: identifier = "UIViewLayoutMarginsGuide"
        case .safeArea: identifier = "UIViewSafeAreaLayoutGuide"
        case .readable: identifier = "UIViewReadableContentGuide"
        }
    }

    /// The guide's rectangle in the owning view's coordinates (zero before layout).
    open var layoutFrame: CGRect {
        guard let view = owningView, let engine = view.hostEngine else { return .zero }
        return engine.frame(of: self) ?? .zero
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// Constraints that affect the guide along `axis`, as `constraintsAffectingLayout(for:)`.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        owningView?.hostEngine?.constraintsAffecting(self, axis: axis) ?? []
    }

    open var hasAmbiguousLayout: Bool {
        owningView?.hostEngine?.isAmbiguous(self) ?? false
    }

    nonisolated open var description: String { MainActor.assumeIsolated {
        "<\(String(describing: type(of: self))): \(addressString(self)) - \"\(identifier)\", layoutFrame = \(layoutFrame), owningView = \(owningView.map { objectDescription($0) } ?? "(null)")>"
    } }
}
