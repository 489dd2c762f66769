import Foundation

/// A factory for constraints between two attributes of views or layout guides, as
/// `NSLayoutAnchor`. Use the typed subclasses (`NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor`,
/// `NSLayoutDimension`), which only accept anchors of the same kind, as on iOS.
/// Anchors compare equal when they name the same attribute of the same item.
/// Source: Apple's NSLayoutAnchor documentation.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The view or layout guide (held weakly, as UIKit's anchors do).
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute
    /// For `anchorWithOffset(to:)`: the distance from `offset.0` to `offset.1`.
    let offset: (NSLayoutAnchor<AnyObject>, NSLayoutAnchor<AnyObject>)?

    /// The class name descriptions show (an erased anchor keeps its typed class's name).
    private var kindType: Any.Type?

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute,
         offset: (NSLayoutAnchor<AnyObject>, NSLayoutAnchor<AnyObject>)? = nil) {
        self.item = item; self.attribute = attribute; self.offset = offset
    }

    /// The same anchor as `NSLayoutAnchor<AnyObject>` (what `firstAnchor` returns).
    var erased: NSLayoutAnchor<AnyObject> {
        if let e = self as? NSLayoutAnchor<AnyObject> { return e }
        let e = NSLayoutAnchor<AnyObject>(item: item, attribute: attribute, offset: offset)
        e.kindType = type(of: self)
        return e
    }

    /// The view the anchor belongs to (a guide's owning view).
    var owningView: UIView? {
        if let (a, _) = offset { return a.owningView }
        return layoutItemView(item)
    }

    var referencedItems: [AnyObject] {
        if let (a, b) = offset { return a.referencedItems + b.referencedItems }
        return item.map { [$0] } ?? []
    }

    // MARK: Constraints

    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?,
              multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: erased, relation: relation, second: other?.erased, multiplier: multiplier, constant: constant)
    }

    /// `self (relation) other + multiplier × system spacing`, the spacing of the owning
    /// view's device metrics (`DeviceMetrics.systemSpacing`: 8 points on an iPhone, 1 cell on a terminal): the `…SystemSpacing…` constraints.
    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>,
              systemSpacingTimes multiplier: CGFloat) -> NSLayoutConstraint {
        make(relation, other, constant: multiplier * UIView._metrics(of: owningView).systemSpacing)._inDeviceUnits()
    }

    /// The distance from this anchor to `other` as a dimension along `attribute` (width or
    /// height): what `anchorWithOffset(to:)` returns.
    func offsetDimension(to other: NSLayoutAnchor<AnchorType>, attribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension {
        NSLayoutDimension(item: item, attribute: attribute, offset: (erased, other.erased))
    }

    /// `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor, constant: 0) }
    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, constant: 0) }
    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, constant: 0) }
    /// `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, constant: c) }
    /// `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, constant: c) }
    /// `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, constant: c) }

    // MARK: Identity and description

    nonisolated public static func == (l: NSLayoutAnchor, r: NSLayoutAnchor) -> Bool {
        MainActor.assumeIsolated { l.identity == r.identity }
    }
    nonisolated public func hash(into h: inout Hasher) { MainActor.assumeIsolated { h.combine(identity) } }

    private var identity: [AnchorIdentity] {
        if let (a, b) = offset { return a.identity + b.identity }
        return [AnchorIdentity(item: item.map(ObjectIdentifier.init), attribute: attribute.rawValue)]
    }

    /// `UIView:0x….leading`, as in UIKit's constraint descriptions.
    var itemDescription: String {
        if let (a, b) = offset { return "\(b.itemDescription) - \(a.itemDescription)" }
        return "\(layoutItemDescription(item)).\(attribute.name)"
    }

    nonisolated public var description: String {
        MainActor.assumeIsolated { "<\(String(describing: kindType ?? type(of: self))):\(addressString(self)) \"\(itemDescription)\">" }
    }
    nonisolated public var debugDescription: String { description }
}

struct AnchorIdentity: Hashable { let item: ObjectIdentifier?; let attribute: Int }

extension NSLayoutConstraint.Attribute {
    /// The name UIKit prints (`leading`, `centerXWithinMargins`…).
    var name: String {
        switch self {
        case .left: return "left"; case .right: return "right"; case .top: return "top"; case .bottom: return "bottom"
        case .leading: return "leading"; case .trailing: return "trailing"; case .width: return "width"
        case .height: return "height"; case .centerX: return "centerX"; case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"; case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"; case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"; case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"; case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"; case .centerYWithinMargins: return "centerYWithinMargins"
        case .notAnAttribute: return "notAnAttribute"
        }
    }
    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins: return true
        default: return false
        }
    }
}

/// The view of a layout item (a view itself, or a guide's owning view).
@MainActor
func layoutItemView(_ item: AnyObject?) -> UIView? {
    if let v = item as? UIView { return v }
    if let g = item as? UILayoutGuide { return g.owningView }
    return nil
}

/// `UILabel:0x…'Text'`, `UILayoutGuide:0x…'UIViewLayoutMarginsGuide'`, as UIKit names items.
@MainActor
func layoutItemDescription(_ item: AnyObject?) -> String {
    guard let item else { return "(null)" }
    let base = "\(String(describing: type(of: item))):\(addressString(item))"
    if let l = item as? UILabel, let t = l.text { return "\(base)'\(TextSanitizer.sanitize(t))'" }
    if let b = item as? UIButton, let t = b.title(for: .normal) { return "\(base)'\(TextSanitizer.sanitize(t))'" }
    if let g = item as? UILayoutGuide { return "\(base)'\(g.identifier)'" }
    return base
}

/// Anchors of different declared kinds compare by what they name (on iOS they are
/// NSObjects: `constraint.firstAnchor == view.leadingAnchor` holds).
public func == <A, B>(l: NSLayoutAnchor<A>, r: NSLayoutAnchor<B>) -> Bool {
    MainActor.assumeIsolated { l.erased == r.erased }
}
public func == <A, B>(l: NSLayoutAnchor<A>?, r: NSLayoutAnchor<B>?) -> Bool {
    switch (l, r) {
    case (nil, nil): return true
    case let (a?, b?): return a == b
    default: return false
    }
}
