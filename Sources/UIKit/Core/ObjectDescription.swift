import Foundation

/// Describes an object the way UIKit's messages do: `<ClassName: 0x…>`.
func objectDescription(_ object: AnyObject) -> String {
    "<\(String(describing: type(of: object))): \(addressString(object))>"
}

func addressString(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
}
