import Foundation
import Testing
import UIKit

/// `autoresizingMask`: a superview's size change is shared among the flexible parts of
/// each axis in proportion to their lengths (UIView.autoresizingMask documentation).
@MainActor
@Suite struct UIViewAutoresizingTests {
    private func resized(_ frame: CGRect, _ mask: UIView.AutoresizingMask, from old: CGSize, to new: CGSize) -> CGRect {
        let parent = UIView(frame: CGRect(origin: .zero, size: old))
        let child = UIView(frame: frame)
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame = CGRect(origin: .zero, size: new)
        return child.frame
    }

    @Test func oneFlexiblePartTakesTheWholeChange() {
        #expect(resized(CGRect(x: 10, y: 20, width: 100, height: 50), [.flexibleWidth], from: CGSize(width: 200, height: 100),
                        to: CGSize(width: 300, height: 100)) == CGRect(x: 10, y: 20, width: 200, height: 50))
        #expect(resized(CGRect(x: 10, y: 20, width: 100, height: 50), [.flexibleLeftMargin, .flexibleTopMargin],
                        from: CGSize(width: 200, height: 100), to: CGSize(width: 150, height: 140))
                == CGRect(x: -40, y: 60, width: 100, height: 50))
    }

    @Test func severalFlexiblePartsShareInProportion() {
        // Width 100 and right margin 90 share +95: 50 to the width, 45 to the margin.
        #expect(resized(CGRect(x: 10, y: 0, width: 100, height: 10), [.flexibleWidth, .flexibleRightMargin],
                        from: CGSize(width: 200, height: 10), to: CGSize(width: 295, height: 10))
                == CGRect(x: 10, y: 0, width: 150, height: 10))
        // Equal margins keep a view centred; the three parts 50/100/50 share -100 as -25/-50/-25.
        #expect(resized(CGRect(x: 50, y: 0, width: 100, height: 10), [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
                        from: CGSize(width: 200, height: 10), to: CGSize(width: 100, height: 10))
                == CGRect(x: 25, y: 0, width: 50, height: 10))
    }

    @Test func zeroLengthPartsShareEvenly() {
        // A full-width view with flexible margins (both 0) and no flexible width keeps its width.
        #expect(resized(CGRect(x: 0, y: 0, width: 200, height: 10), [.flexibleLeftMargin, .flexibleRightMargin],
                        from: CGSize(width: 200, height: 10), to: CGSize(width: 300, height: 10))
                == CGRect(x: 50, y: 0, width: 200, height: 10))
    }
}
