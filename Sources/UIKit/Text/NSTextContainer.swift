import Foundation

/// The region text is laid out in, as `NSTextContainer` (TextKit): a size in points, the
/// padding at each end of a line, a line limit and how the last line breaks. A text view
/// owns one (`UITextView.textContainer`) or is given one (`init(frame:textContainer:)`).
///
/// Kept for the app to read and set: this UIKit's text views wrap at their own width
/// (one column per character on a terminal) and do not consult the container's size,
/// padding or line limit.
///
/// Source: Apple's NSTextContainer documentation.
open class NSTextContainer: NSObject {
    /// The container's size in points; `.greatestFiniteMagnitude` along an axis means
    /// unlimited (what `init()` gives).
    open var size: CGSize
    /// Space left empty at each end of every line, in points (5 by default, as TextKit's).
    open var lineFragmentPadding: CGFloat = 5
    /// The most lines laid out; 0 (the default) means no limit.
    open var maximumNumberOfLines = 0
    /// How the last line that fits ends.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Whether the width follows the text view's (true for a text view's own container).
    open var widthTracksTextView = false
    /// Whether the height follows the text view's.
    open var heightTracksTextView = false

    /// A container of `size` points, as `init(size:)`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// An unlimited container, as `init()`.
    public override convenience init() {
        self.init(size: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }
}
