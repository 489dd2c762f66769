import Foundation
import UIKitEngine
import LayoutSolver

/// A relationship between two user-interface objects that Auto Layout satisfies, as
/// `NSLayoutConstraint`:
///
///     item1.attribute1 = multiplier × item2.attribute2 + constant
///
/// (`=` may be `<=` or `>=`), in points. A constraint does nothing until it is active
/// (`isActive = true` or `NSLayoutConstraint.activate(_:)`), which installs it on the
/// closest common ancestor of its items; activating items without one raises UIKit's
/// `NSGenericException`. Source: Apple's NSLayoutConstraint documentation.
@preconcurrency @MainActor
open class NSLayoutConstraint: CustomStringConvertible, CustomDebugStringConvertible {
    /// Attributes of an item's layout, as `NSLayoutConstraint.Attribute`.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
        public static var baseline: Attribute { .lastBaseline }
    }
    /// `<=`, `==`, `>=`, as `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }
    /// A layout axis, as `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }

    public let firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public let secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    /// The anchors the constraint relates (made from item and attribute when the item
    /// initialiser was used).
    public let firstAnchor: NSLayoutAnchor<AnyObject>
    public let secondAnchor: NSLayoutAnchor<AnyObject>?

    /// The constant, in points of the app's code (reads give what was set; a terminal lays
    /// an iOS app's constants out converted to cells, `_deviceConstant(_:)`); changing it on
    /// an active constraint re-solves incrementally.
    open var constant: CGFloat {
        didSet {
            if constant != oldValue { engineHolder?.layoutState?.engine?.constantDidChange(self, from: _deviceConstant(oldValue)) }
        }
    }
    /// Whether UIKit made the constant from the device's own metrics (not converted).
    var _constantIsInDeviceUnits = false
    open var identifier: String?
    /// Whether the engine should archive it (kept for source compatibility).
    open var shouldBeArchived = false

    /// 1…1000. Changing between required and optional on an active constraint raises
    /// UIKit's exception, as on iOS.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if isActive, (priority == .required) != (oldValue == .required) {
                let attempted = priority
                priority = oldValue
                raiseLayoutException(UIKitException(name: UIKitException.internalInconsistency,
                    reason: "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(NSLayoutConstraint.number(CGFloat(attempted.rawValue))) and the existing priority was \(NSLayoutConstraint.number(CGFloat(oldValue.rawValue)))."), near: self)
                return
            }
            engineHolder?.layoutState?.engine?.priorityDidChange(self)
        }
    }

    /// The view that holds the constraint while it is active (the items' closest common ancestor).
    weak var holder: UIView?
    /// The view whose engine has it installed (the holder's hierarchy root).
    weak var engineHolder: UIView?
    /// Set by the engine when it broke this constraint to recover from a conflict.
    var isBroken = false
    /// Autoresizing-mask constraints describe themselves differently.
    var autoresizingMaskDescription: String?
    /// Constraints the engine makes (content size, guide edges) name their own class and equation.
    var specialClassName: String?
    /// Made when a description is asked for (the engine makes thousands of these
    /// constraints and seldom describes one).
    var describeEquation: (@MainActor () -> String)?
    var describedEquation: String? {
        get { describeEquation?() }
        set { describeEquation = newValue.map { text in { text } } }
    }
    /// The description used in the unsatisfiable-constraints log.
    var describedForLog: String { description }

    /// `view1.attr1 relation multiplier × view2.attr2 + c`, as
    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let item1 = view1 as AnyObject
        let item2 = view2.map { $0 as AnyObject }
        firstItem = item1; firstAttribute = attr1; self.relation = relation
        secondItem = attr2 == .notAnAttribute ? nil : item2
        secondAttribute = item2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier; constant = c
        firstAnchor = NSLayoutAnchor<AnyObject>(item: item1, attribute: attr1)
        if let item2, attr2 != .notAnAttribute {
            secondAnchor = NSLayoutAnchor<AnyObject>(item: item2, attribute: attr2)
        } else {
            secondAnchor = nil
        }
        refuseMixedDirections()
    }

    /// Made by the anchor API.
    init(first: NSLayoutAnchor<AnyObject>, relation: Relation, second: NSLayoutAnchor<AnyObject>?,
         multiplier: CGFloat, constant: CGFloat) {
        firstItem = first.item; firstAttribute = first.attribute; self.relation = relation
        secondItem = second?.item; secondAttribute = second?.attribute ?? .notAnAttribute
        self.multiplier = multiplier; self.constant = constant
        firstAnchor = first; secondAnchor = second
        refuseMixedDirections()
    }

    /// Set when UIKit would have refused to make the constraint; it never activates.
    var _isRefused = false

    /// Leading/trailing and left/right cannot be related (Apple's anchor documentation: a
    /// leading anchor combines with leading, trailing or centerX anchors); UIKit raises
    /// NSInvalidArgumentException from `constraintWithItem:…`, with this text.
    private func refuseMixedDirections() {
        guard let second = secondAnchor?.attribute, let a = firstAttribute.directionFamily,
              let b = second.directionFamily, a != b else { return }
        _isRefused = true
        raiseLayoutException(UIKitException(name: UIKitException.invalidArgument,
            reason: "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."),
            near: self)
    }

    // MARK: Activation

    /// Whether the constraint is installed (on its items' closest common ancestor).
    open var isActive: Bool {
        get { holder != nil }
        set {
            if newValue { if holder == nil { activateNow() } } else { deactivateNow() }
        }
    }

    /// Activates each constraint, as `activate(_:)`.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates each constraint, as `deactivate(_:)`.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    func activateNow() {
        guard !_isRefused else { return }
        guard let ancestor = commonAncestor() else {
            raiseLayoutException(UIKitException(name: UIKitException.generic,
                reason: "Unable to activate constraint with anchors \(firstAnchor.debugDescription) and \(secondAnchor?.debugDescription ?? "(null)") because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."),
                near: self)
            return
        }
        ancestor.installConstraint(self)
    }

    func deactivateNow() {
        holder?.uninstallConstraint(self)
    }

    /// The closest view that contains both items (a layout guide counts as its owning view).
    func commonAncestor() -> UIView? {
        guard let v1 = firstAnchor.owningView else { return nil }
        guard let second = secondAnchor else { return v1 }
        guard let v2 = second.owningView else { return nil }
        return UIView.closestCommonAncestor(v1, v2)
    }

    /// Views and guides the constraint mentions.
    var items: [AnyObject] {
        var result: [AnyObject] = firstAnchor.referencedItems
        if let s = secondAnchor { result += s.referencedItems }
        return result
    }

    // MARK: Description

    private static func relationText(_ r: Relation) -> String {
        switch r { case .equal: return "=="; case .lessThanOrEqual: return "<="; case .greaterThanOrEqual: return ">=" }
    }

    /// The equation as UIKit prints it: `UILabel:0x…'Hi'.leading == UIView:0x….leadingMargin + 8`.
    var equationText: String {
        var rhs = ""
        if let s = secondAnchor {
            rhs = (multiplier != 1 ? "\(NSLayoutConstraint.number(multiplier))*" : "") + s.itemDescription
            if constant != 0 { rhs += constant > 0 ? " + \(NSLayoutConstraint.number(constant))" : " - \(NSLayoutConstraint.number(-constant))" }
        } else {
            rhs = NSLayoutConstraint.number(constant)
        }
        let p = priority == .required ? "" : " @\(Int(priority.rawValue))"
        return "\(firstAnchor.itemDescription) \(NSLayoutConstraint.relationText(relation)) \(rhs)\(p)"
    }

    static func number(_ v: CGFloat) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%g", Double(v))
    }

    nonisolated open var description: String { MainActor.assumeIsolated { describe() } }
    nonisolated open var debugDescription: String { description }

    private func describe() -> String {
        let id = identifier.map { " '\($0)'" } ?? ""
        let cls = specialClassName ?? (autoresizingMaskDescription == nil ? "NSLayoutConstraint" : "NSAutoresizingMaskLayoutConstraint")
        let mask = autoresizingMaskDescription.map { " \($0)" } ?? ""
        let active = isActive || describeEquation != nil
        return "<\(cls):\(addressString(self))\(id)\(mask) \(describedEquation ?? equationText)   (\(active ? "active" : "inactive"))>"
    }
}

extension NSLayoutConstraint.Attribute {
    /// true for leading/trailing (and their margins), false for left/right; nil otherwise.
    var directionFamily: Bool? {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        case .left, .right, .leftMargin, .rightMargin: return false
        default: return nil
        }
    }
}

/// Raises an Auto Layout exception through the application that shows the constraint's views.
@MainActor
func raiseLayoutException(_ ex: UIKitException, near constraint: NSLayoutConstraint) {
    let view = constraint.firstAnchor.owningView ?? constraint.secondAnchor?.owningView
    if let app = view?.window?._application ?? UIApplication._current { app.diagnostics.raise(ex) }
    else { preconditionFailure(ex.description) }
}
