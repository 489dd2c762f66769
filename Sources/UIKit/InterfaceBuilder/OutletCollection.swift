import Foundation

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
    func _set(_ value: Any) -> Bool {
        guard let v = value as? [Element] else { return false }
        wrappedValue = v
        return true
    }
    var _valueTypeName: String { "[\(Element.self)]" }
}
