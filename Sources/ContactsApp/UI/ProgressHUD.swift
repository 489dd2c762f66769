import Foundation
@_spi(CellRendering) import UIKit

/// A heads-up display in the manner of MBProgressHUD (the seed tutorial's
/// "showMessage" / "showError"): a small box centred on the screen.
///
/// - ``Mode/progress``: a spinner (`UIActivityIndicatorView`) and a text
///   ("Signing in…") over a dimmed screen. While it is shown the application
///   ignores interaction (`beginIgnoringInteractionEvents()`): clicks are
///   dropped, and keys wait until ``hide()`` ends it, then reach the screen
///   that is there (typing ahead of a sign-in loses nothing).
/// - ``Mode/message``: a text only, over the undimmed screen, that lets
///   input through and hides itself after a delay (a failed sign-in).
///
/// Terminal drawing (1 point = 1 cell): the HUD covers its superview (add it
/// to the window so the navigation bar is covered too); the box is the text
/// (bold; red for a message) with 3 cells of margin on each side and a blank
/// line above and below, drawn with box-drawing characters. Text wider than
/// the screen allows wraps at word boundaries.
@MainActor
public final class ProgressHUD: UIView {
    /// What the HUD shows.
    public enum Mode: Sendable, Equatable {
        case progress
        case message
    }

    public let mode: Mode
    /// The text in the box.
    public let text: String
    /// The label that shows ``text`` (wrapping).
    public let textLabel = UILabel(frame: .zero)
    /// The spinner (progress mode only).
    public let activityIndicator = UIActivityIndicatorView(style: .large)
    private weak var blockedApplication: UIApplication?
    private var hideTimer: Int?

    /// A HUD of `mode` showing `text`; show it with ``show(in:application:)``.
    public init(mode: Mode, text: String) {
        self.mode = mode
        self.text = text
        super.init(frame: .zero)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        isUserInteractionEnabled = mode == .progress
        textLabel.text = text
        textLabel.numberOfLines = 0
        textLabel.font = .boldSystemFont(ofSize: 17)
        if mode == .message { textLabel.textColor = .systemRed }
        addSubview(textLabel)
        if mode == .progress {
            activityIndicator.hidesWhenStopped = true
            addSubview(activityIndicator)
        }
    }

    public required init?(coder: NSCoder) {
        mode = .message
        text = ""
        super.init(coder: coder)
    }

    /// True while the HUD is in a view hierarchy.
    public var isShowing: Bool { superview != nil }

    /// Covers `view` (normally the window) with the HUD. A progress HUD
    /// starts its spinner and makes `application` ignore input until
    /// ``hide()``.
    public func show(in view: UIView, application: UIApplication) {
        frame = view.bounds
        view.addSubview(self)
        if mode == .progress {
            activityIndicator.startAnimating()
            application.beginIgnoringInteractionEvents()
            blockedApplication = application
        }
        setNeedsLayout()
    }

    /// Shows a message HUD over `view` that hides itself after `duration`
    /// seconds of `application`'s clock.
    @discardableResult
    public static func flash(_ text: String, in view: UIView, application: UIApplication,
                             duration: TimeInterval) -> ProgressHUD {
        let hud = ProgressHUD(mode: .message, text: text)
        hud.show(in: view, application: application)
        hud.hideTimer = application.schedule(after: duration) { [weak hud] in hud?.hide() }
        return hud
    }

    /// Removes the HUD and lets input through again. Idempotent.
    public func hide() {
        if let id = hideTimer { blockedApplication?.cancelTimer(id) }
        hideTimer = nil
        activityIndicator.stopAnimating()
        if let app = blockedApplication {
            app.endIgnoringInteractionEvents()
            blockedApplication = nil
        }
        removeFromSuperview()
    }

    /// Cells before the text inside the box: the margin, and the spinner with a space.
    private var textInset: Int { 3 + (mode == .progress ? 2 : 0) }

    /// The box in the HUD's coordinates: the text (after the spinner and a
    /// space) with 3 cells of margin, at most the HUD's width less 2.
    var boxRect: CGRect {
        let available = max(1, Int(bounds.width) - 2 - textInset - 3)
        let size = textLabel.sizeThatFits(CGSize(width: CGFloat(available), height: .greatestFiniteMagnitude))
        let width = min(Int(bounds.width) - 2, Int(size.width) + textInset + 3)
        let height = min(Int(bounds.height), Int(size.height) + 4)
        let x = (Int(bounds.width) - width) / 2
        let y = max(0, (Int(bounds.height) - height) / 2)
        return CGRect(x: x, y: y, width: max(0, width), height: height)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let box = boxRect
        activityIndicator.frame = CGRect(x: box.minX + 3, y: box.minY + 2, width: 1, height: 1)
        textLabel.frame = CGRect(x: box.minX + CGFloat(textInset), y: box.minY + 2,
                                 width: max(0, box.width - CGFloat(textInset) - 3), height: max(0, box.height - 4))
    }

    @_spi(CellRendering) public override func draw(in context: UIRenderContext) {
        if mode == .progress { context.apply(attributes: [.dim], in: bounds) }
        let box = boxRect
        guard box.width >= 4 else { return }
        let blank = String(repeating: " ", count: Int(box.width))
        for row in 0..<Int(box.height) {
            context.drawText(blank, at: CGPoint(x: box.minX, y: box.minY + CGFloat(row)))
        }
        context.drawBox(box, style: CellStyle(attributes: [.bold]))
    }

    /// A progress HUD swallows clicks everywhere; a message lets them through.
    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        mode == .progress ? super.hitTest(point, with: event) : nil
    }
}
