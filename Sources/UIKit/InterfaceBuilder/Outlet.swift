import Foundation

/// An outlet nib loading can connect: the Swift form of `@IBOutlet var name: T!`.
///
/// Nib loading has no Objective-C runtime to call `setValue:forKey:`, so outlets are
/// declared with this wrapper and found by name through reflection (`Mirror`):
///
///     final class LoginViewController: UIViewController {
///         @Outlet var userField: UITextField!        // was: @IBOutlet weak var userField: UITextField!
///         @OutletCollection var buttons: [UIButton]  // was: @IBOutlet var buttons: [UIButton]!
///     }
///
/// The rewrite is mechanical (`@IBOutlet weak var` / `@IBOutlet var` → `@Outlet var`;
/// for an array type → `@OutletCollection var`). The value is held strongly (the view
/// tree owns the views anyway); a connection whose object is not a `T` is reported with
/// the class and key. Reading an outlet before the view loads gives nil, as in UIKit.
@propertyWrapper
public final class Outlet<Value>: OutletBox {
    public var wrappedValue: Value?
    public init() {}
    public init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }
    public var projectedValue: Outlet<Value> { self }

    func _connect(_ object: AnyObject) -> Bool {
        guard let v = object as? Value else { return false }
        wrappedValue = v
        return true
    }
    func _set(_ value: Any) -> Bool {
        if let v = value as? Value { wrappedValue = v; return true }
        // Runtime attribute numbers arrive as Double; integer and CGFloat properties take them.
        if let d = value as? Double {
            if let v = Int(exactly: d.rounded()) as? Value { wrappedValue = v; return true }
            if let v = CGFloat(d) as? Value { wrappedValue = v; return true }
            if let v = Float(d) as? Value { wrappedValue = v; return true }
        }
        return false
    }
    var _valueTypeName: String { String(describing: Value.self) }
}

/// A property Interface Builder's user-defined runtime attributes can set: the Swift form of
/// `@IBInspectable var cornerRadius: CGFloat = 0` is `@Inspectable var cornerRadius: CGFloat?`
/// (found by name, like outlets). Numbers convert to `Int`, `CGFloat`, `Float` or `Double`.
public typealias Inspectable<Value> = Outlet<Value>

/// What nib loading needs from an outlet wrapper.
protocol OutletBox: AnyObject {
    func _connect(_ object: AnyObject) -> Bool
    /// Sets a user-defined runtime attribute's value (a number, string, colour…).
    func _set(_ value: Any) -> Bool
    var _valueTypeName: String { get }
}

extension OutletBox {
    /// The outlet boxes of `object` by property name (`_name` in the reflection → `name`),
    /// through its class and superclasses.
    static func _boxes(of object: AnyObject) -> [String: OutletBox] {
        var out: [String: OutletBox] = [:]
        var mirror: Mirror? = Mirror(reflecting: object)
        while let m = mirror {
            for child in m.children {
                guard let label = child.label, let box = child.value as? OutletBox else { continue }
                let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
                if out[name] == nil { out[name] = box }
            }
            mirror = m.superclassMirror
        }
        return out
    }
}
