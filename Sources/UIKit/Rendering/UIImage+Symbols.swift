import Foundation

extension UIImage {
    /// The SF Symbol `name` (iOS 13), as `init(systemName:)`: a template image drawn on a
    /// character terminal as one character standing for the symbol (`star.fill` ★,
    /// `chevron.right` ›, `gearshape` ⚙). Known are the common symbols of
    /// `_SymbolGlyphs.table` and their variants (a known name followed by `.fill`,
    /// `.circle`, `.square`, `.slash`…); any other name is nil, as iOS returns for a name
    /// that is not a symbol.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The SF Symbol `name` with a configuration (kept), as `init(systemName:withConfiguration:)`.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard let glyph = _SymbolGlyphs.glyph(for: name) else { return nil }
        let size = (configuration as? SymbolConfiguration).map { $0.pointSize > 0 ? $0.pointSize : 17 } ?? 17
        self.init(source: .symbol(name: name, glyph: glyph), data: nil, size: CGSize(width: size * 1.2, height: size),
                  scale: 1, configuration: configuration)
    }

    /// The SF Symbol `name` for a trait collection, as `init(systemName:compatibleWith:)`.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }
}

/// Characters standing for SF Symbols on a character terminal (one cell each).
enum _SymbolGlyphs {
    static let table: [String: Character] = [
        "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥", "plus": "+", "minus": "−",
        "xmark": "✕", "checkmark": "✓", "multiply": "×", "divide": "÷", "equal": "=", "number": "#",
        "chevron.left": "‹", "chevron.right": "›", "chevron.up": "˄", "chevron.down": "˅",
        "chevron.backward": "‹", "chevron.forward": "›", "arrow.left": "←", "arrow.right": "→",
        "arrow.up": "↑", "arrow.down": "↓", "arrow.backward": "←", "arrow.forward": "→",
        "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "arrow.up.arrow.down": "⇅",
        "arrow.triangle.2.circlepath": "⟳", "arrow.uturn.left": "↶", "arrow.uturn.right": "↷",
        "gear": "⚙", "gearshape": "⚙", "trash": "⌫", "pencil": "✎", "square.and.pencil": "✎",
        "square.and.arrow.up": "⇪", "square.and.arrow.down": "⤓", "magnifyingglass": "⌕",
        "person": "☺", "person.crop.circle": "☺", "person.2": "⚇", "person.3": "⚇",
        "house": "⌂", "envelope": "✉", "phone": "✆", "message": "✉", "bubble.left": "✉",
        "bell": "⍾", "info": "ℹ", "info.circle": "ⓘ", "exclamationmark": "!", "exclamationmark.triangle": "⚠",
        "questionmark": "?", "lock": "⚿", "key": "⚷", "calendar": "▦", "clock": "◷", "alarm": "◷",
        "folder": "▭", "doc": "▯", "doc.text": "≡", "book": "▥", "bookmark": "⚐", "flag": "⚑", "tag": "⌗",
        "list.bullet": "☰", "list.number": "☰", "line.3.horizontal": "☰", "line.horizontal.3": "☰",
        "ellipsis": "…", "circle": "○", "square": "□", "triangle": "△", "diamond": "◇", "hexagon": "⬡",
        "play": "▶", "pause": "‖", "stop": "■", "forward": "»", "backward": "«", "record.circle": "◉",
        "shuffle": "⤮", "repeat": "↻", "music.note": "♪", "speaker": "♪", "mic": "ℳ",
        "mappin": "⌖", "mappin.and.ellipse": "⌖", "location": "➤", "paperplane": "➢", "map": "▤",
        "photo": "▣", "camera": "◙", "video": "▶", "globe": "◎", "link": "⚭", "paperclip": "⎘",
        "sun.max": "☀", "moon": "☾", "cloud": "☁", "bolt": "ϟ", "flame": "♨", "drop": "◊", "snowflake": "❄",
        "cart": "⊻", "bag": "⊔", "creditcard": "▭", "gift": "⌑", "hand.thumbsup": "↑", "hand.thumbsdown": "↓",
        "square.grid.2x2": "▦", "slider.horizontal.3": "≡", "line.3.horizontal.decrease": "⏷",
        "eye": "◉", "wifi": "≋", "antenna.radiowaves.left.and.right": "≋", "battery.100": "▮", "power": "⏻",
        "qrcode": "▩", "barcode": "‖", "printer": "⎙", "scissors": "✂", "command": "⌘", "keyboard": "⌨",
        "textformat": "A", "bold": "B", "italic": "I", "underline": "U", "strikethrough": "S",
        "sparkles": "✦", "wand.and.stars": "✦", "crown": "♔", "trophy": "♕", "rosette": "✪",
        "cube": "◫", "shippingbox": "◫", "archivebox": "▭", "tray": "⊔", "externaldrive": "▭",
        "sidebar.left": "▯", "rectangle.portrait.and.arrow.right": "⇥", "iphone": "▯", "desktopcomputer": "▭",
    ]

    /// Words that make a variant of a symbol without changing what stands for it here.
    static let modifiers: Set<String> = [
        "fill", "circle", "square", "slash", "rectangle", "badge", "plus", "minus", "checkmark", "xmark",
        "exclamationmark", "inverse", "on", "off", "open", "closed", "crop", "and", "small", "large", "wide",
        "dashed", "dotted", "shield", "ellipsis", "2", "3", "horizontal", "vertical", "left", "right", "up", "down",
        "forward", "backward", "clockwise", "counterclockwise", "rtl", "hexagon", "triangle", "diamond", "octagon",
        "capsule", "portrait", "landscape", "stack", "3d", "max", "min", "zzz", "arrow", "text", "bubble",
    ]

    /// The character for `name`: the longest known prefix of its dot-separated words,
    /// provided every word after it is a variant modifier; nil otherwise.
    static func glyph(for name: String) -> Character? {
        if let g = table[name] { return g }
        let words = name.split(separator: ".").map(String.init)
        guard words.count > 1 else { return nil }
        for cut in stride(from: words.count - 1, through: 1, by: -1) {
            let base = words[..<cut].joined(separator: ".")
            if let g = table[base], words[cut...].allSatisfy({ modifiers.contains($0) }) { return g }
        }
        return nil
    }
}
