import Foundation

/// What a string-drawing call reports back, as UIKit's `NSStringDrawingContext`: the
/// bounds it measured (`totalBounds`). Scaling text down to fit
/// (`minimumScaleFactor`) is not done: `actualScaleFactor` stays 1.
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open internal(set) var actualScaleFactor: CGFloat = 1
    open internal(set) var totalBounds: CGRect = .zero
    public override init() { super.init() }
}
