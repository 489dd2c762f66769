import Foundation

/// A rectangle as Interface Builder writes it (`<rect key="frame" x= y= width= height=/>`), in points.
public struct IBRect: Equatable, Sendable, CustomStringConvertible {
    public var x: Double, y: Double, width: Double, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public var description: String { "\(IBRect.format(x)) \(IBRect.format(y)) \(IBRect.format(width)) \(IBRect.format(height))" }

    /// A number without a trailing `.0` (`187.5`, `44`).
    public static func format(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        if r == r.rounded() { return String(Int(r)) }
        return String(r)
    }
}

/// `<autoresizingMask key="autoresizingMask" widthSizable="YES" …/>`: the six flags of
/// `UIView.AutoresizingMask`, by their IB names.
public struct IBAutoresizingMask: Equatable, Sendable {
    public var flexibleMinX = false, widthSizable = false, flexibleMaxX = false
    public var flexibleMinY = false, heightSizable = false, flexibleMaxY = false
    public init() {}
    /// The `UIView.AutoresizingMask` raw value (left 1, width 2, right 4, top 8, height 16, bottom 32).
    public var rawValue: UInt {
        var r: UInt = 0
        if flexibleMinX { r |= 1 }; if widthSizable { r |= 2 }; if flexibleMaxX { r |= 4 }
        if flexibleMinY { r |= 8 }; if heightSizable { r |= 16 }; if flexibleMaxY { r |= 32 }
        return r
    }
}

/// A colour element (`<color key=…/>`), in the form it was written.
public enum IBColor: Equatable, Sendable {
    /// `red green blue alpha` in sRGB, calibrated RGB or device RGB (0…1 each).
    case rgb(red: Double, green: Double, blue: Double, alpha: Double, colorSpace: String)
    /// `white alpha` (calibrated white, generic gamma 2.2 grey).
    case white(Double, alpha: Double, colorSpace: String)
    /// A UIKit system colour (`systemColor="labelColor"`, `cocoaTouchSystemColor="darkTextColor"`).
    case system(String)
    /// An asset-catalogue colour (`name="primaryAccentColor"`), with its resource fallback if any.
    case named(String)
}

/// A font (`<fontDescription key=… type="system" pointSize="17"/>`, `style="UICTFontTextStyleBody"`,
/// or `name="Helvetica" family="Helvetica"`).
public struct IBFont: Equatable, Sendable {
    /// `system`, `boldSystem`, `italicSystem`, `custom` … (nil for text styles).
    public var type: String?
    public var pointSize: Double?
    /// A text style (`UICTFontTextStyleBody`).
    public var style: String?
    /// A named font (`name`, `family`).
    public var name: String?
    public var family: String?
    public var weight: String?
    public init(type: String? = nil, pointSize: Double? = nil, style: String? = nil, name: String? = nil, family: String? = nil, weight: String? = nil) {
        self.type = type; self.pointSize = pointSize; self.style = style; self.name = name; self.family = family; self.weight = weight
    }
}

/// One `<state key="normal|highlighted|selected|disabled" title=… image=…>` of a button.
public struct IBButtonState: Equatable, Sendable {
    public var key: String
    public var title: String?
    public var image: String?
    public var backgroundImage: String?
    public var titleColor: IBColor?
    public var titleShadowColor: IBColor?
    public var line: Int
}

/// A constraint as written (`<constraint firstItem= firstAttribute= relation= secondItem=
/// secondAttribute= multiplier= constant= priority= identifier= id=/>`). A missing
/// `firstItem` means the view that holds the constraint.
public struct IBConstraint: Equatable, Sendable {
    public var id: String?
    public var firstItem: String?
    public var firstAttribute: String
    /// `equal` (default), `lessThanOrEqual`, `greaterThanOrEqual`.
    public var relation: String
    public var secondItem: String?
    public var secondAttribute: String?
    /// 1 by default. IB writes fractions as `multiplier="1:2"` too; this is the value.
    public var multiplier: Double
    public var constant: Double
    /// 1000 (required) by default.
    public var priority: Double
    public var identifier: String?
    public var placeholder: Bool
    public var line: Int
}

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

/// `<userDefinedRuntimeAttribute type= keyPath= value=/>` (or a nested value element).
public struct IBRuntimeAttribute: Equatable, Sendable {
    public enum Value: Equatable, Sendable {
        case boolean(Bool), number(Double), string(String), localizedString(String)
        case color(IBColor), rect(IBRect), point(Double, Double), size(Double, Double), range(Int, Int)
        case image(String), nilValue
    }
    public var keyPath: String
    public var type: String
    public var value: Value
    public var line: Int
}

/// `<accessibility key="accessibilityConfiguration" label= hint= identifier=>` and its traits.
public struct IBAccessibility: Equatable, Sendable {
    public var isElement: Bool?
    public var label: String?
    public var hint: String?
    public var identifier: String?
    public var traits: [String]
    public init(isElement: Bool? = nil, label: String? = nil, hint: String? = nil, identifier: String? = nil, traits: [String] = []) {
        self.isElement = isElement; self.label = label; self.hint = hint; self.identifier = identifier; self.traits = traits
    }
}
