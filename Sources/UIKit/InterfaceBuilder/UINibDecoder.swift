import Foundation

/// The coder the nib loader passes to `init?(coder:)` of every view and view controller
/// it makes from a storyboard or xib, as UIKit's (private) `UINibDecoder` does on iOS.
///
/// It is a keyed coder (`allowsKeyedCoding` is true) holding only what a class needs
/// before its designated initialiser returns, under these keys: `UIStyle` (a table view's
/// `UITableView.Style` raw value), `UITableViewCellStyle` and `UIReuseIdentifier` (a
/// cell's), `UIButtonType` (a button's `UIButton.ButtonType` raw value), `UINibName` (a
/// controller's nib). Every other key is absent: `decodeObject(forKey:)` returns nil,
/// `decodeBool`/`decodeInteger`/`decodeDouble`… return false/0, `containsValue` false —
/// never a crash. The loader applies the file's other attributes (frame, colours, text,
/// constraints, outlets) to the object after `init?(coder:)` returns, before
/// `awakeFromNib()`. See docs/DECISIONS.md "Interface Builder objects are made through
/// init?(coder:)".
final class UINibDecoder: NSCoder {
    let values: [String: Any]

    init(values: [String: Any] = [:]) {
        self.values = values
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }
    override var requiresSecureCoding: Bool { false }
    override func containsValue(forKey key: String) -> Bool { values[key] != nil }
    override func decodeObject(forKey key: String) -> Any? { values[key] }
    override func decodeObject(of classes: [AnyClass]?, forKey key: String) -> Any? { values[key] }
    override func decodeBool(forKey key: String) -> Bool { values[key] as? Bool ?? false }
    override func decodeInt32(forKey key: String) -> Int32 { Int32(truncatingIfNeeded: decodeInteger(forKey: key)) }
    override func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }
    override func decodeInteger(forKey key: String) -> Int { values[key] as? Int ?? 0 }
    override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }
    override func decodeDouble(forKey key: String) -> Double { values[key] as? Double ?? 0 }
    /// Unkeyed decoding: nothing was archived, so nothing comes back.
    override func decodeObject() -> Any? { nil }
    override func decodeData() -> Data? { nil }
    override func decodeValue(ofObjCType type: UnsafePointer<Int8>, at data: UnsafeMutableRawPointer) {}
}
