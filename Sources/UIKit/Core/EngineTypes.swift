// The few engine types that are part of what `import UIKit` offers, because UIKit's
// own API names them (docs/DECISIONS.md, 2026-12-01 "UIKitEngine beneath UIKit"):
// keys (`UIKey`, iOS 13.4, and its modifier flags and HID usages) and the cell style a
// custom view's `draw(in:)` paints with. Everything else of the engine (backend
// protocol, screen grid, clocks, diagnostics) needs `import UIKitEngine`.
@_exported import struct UIKitEngine.UIKey
@_exported import struct UIKitEngine.UIKeyModifierFlags
@_exported import struct UIKitEngine.UIKeyboardHIDUsage
@_exported import struct UIKitEngine.CellStyle
@_exported import struct UIKitEngine.CellAttributes
@_exported import enum UIKitEngine.CellColor
