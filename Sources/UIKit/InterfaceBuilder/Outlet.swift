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
    var _valueTypeName: String { String(describing: Value.self) }
}

/// An outlet collection (`@IBOutlet var items: [UILabel]!`): the members in the order the
/// file lists them.
@propertyWrapper
public final class OutletCollection<Element>: OutletBox {
    public var wrappedValue: [Element]
    public init() { wrappedValue = [] }
    public init(wrappedValue: [Element]) { self.wrappedValue = wrappedValue }
    public var projectedValue: OutletCollection<Element> { self }

    func _connect(_ object: AnyObject) -> Bool {
        guard let v = object as? Element else { return false }
        wrappedValue.append(v)
        return true
    }
    var _valueTypeName: String { "[\(Element.self)]" }
}

/// What nib loading needs from an outlet wrapper.
protocol OutletBox: AnyObject {
    func _connect(_ object: AnyObject) -> Bool
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
