import Foundation

/// An image, as `UIImage`: loaded from the app's bundle (`init(named:)`), a file
/// (`init(contentsOfFile:)`), data (`init(data:)`), or an SF Symbol (`init(systemName:)`).
///
/// A character terminal draws no pixels: an image is shown by its name in brackets
/// (`[avatar]`, dim) and a symbol by a character standing for it (`star.fill` → ★),
/// tinted like a template image. The image's real `size` (points: pixels ÷ `scale`) and
/// `scale` are read from the file (PNG, JPEG, GIF headers; `@2x`/`@3x` names), so layout
/// code that asks an image's size gets iOS's answer and a pixel backend can draw it.
///
/// Source: Apple's UIKit documentation, "UIImage".
open class UIImage: NSObject, @unchecked Sendable {
    /// How an image is drawn, as `UIImage.RenderingMode`: as itself, or as a template
    /// (its shape in the tint colour). Raw values are Apple's.
    public enum RenderingMode: Int, Sendable {
        case automatic = 0
        case alwaysOriginal = 1
        case alwaysTemplate = 2
    }

    /// What an image was made from.
    enum Source: Hashable {
        case file(name: String, path: String?)
        case symbol(name: String, glyph: Character)
        case data
    }

    let _source: Source
    let _data: Data?
    public let size: CGSize
    public let scale: CGFloat
    public let renderingMode: RenderingMode
    /// The colour a template image is drawn in (`withTintColor`), if any.
    let _tint: UIColor?
    public let configuration: Configuration?

    init(source: Source, data: Data?, size: CGSize, scale: CGFloat, renderingMode: RenderingMode = .automatic,
         tint: UIColor? = nil, configuration: Configuration? = nil) {
        _source = source; _data = data; self.size = size; self.scale = scale
        self.renderingMode = renderingMode; _tint = tint; self.configuration = configuration
        super.init()
    }

    /// An empty image (size zero), as `UIImage()`.
    public override convenience init() {
        self.init(source: .data, data: nil, size: .zero, scale: 1)
    }

    // MARK: Loading

    /// The image `name` in the main bundle, as `init(named:)`; nil when there is none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image `name` in `bundle` (nil: the main bundle): a file `name` or `name.png`,
    /// `.jpg`, `.jpeg`, `.gif` among the resources (the `@3x`, `@2x` or 1x file, best
    /// first; in the preferred `.lproj` folders too), or an image set of an asset
    /// catalogue folder (`Assets.xcassets/name.imageset`); nil when there is none, as iOS.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard !name.isEmpty, let url = _ImageLookup.url(named: name, in: bundle ?? .main) else { return nil }
        self.init(loading: url, name: (name as NSString).deletingPathExtension)
    }

    /// The image `name` in `bundle` with a configuration (kept), as `init(named:in:with:)`.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        guard !name.isEmpty, let url = _ImageLookup.url(named: name, in: bundle ?? .main) else { return nil }
        self.init(loading: url, name: (name as NSString).deletingPathExtension, configuration: configuration)
    }

    /// The image in the file at `path`, as `init(contentsOfFile:)`; nil when the file
    /// cannot be read or is not a PNG, JPEG or GIF image.
    public convenience init?(contentsOfFile path: String) {
        let url = URL(fileURLWithPath: path)
        self.init(loading: url, name: url.deletingPathExtension().lastPathComponent)
    }

    /// An image from PNG, JPEG or GIF data, as `init(data:)`; nil for other data.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// An image from data whose pixels are at `scale`, as `init(data:scale:)`.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let pixels = _ImageLookup.pixelSize(of: data) else { return nil }
        let s = scale > 0 ? scale : 1
        self.init(source: .data, data: data, size: CGSize(width: pixels.width / s, height: pixels.height / s), scale: s)
    }

    private convenience init?(loading url: URL, name: String, configuration: Configuration? = nil) {
        guard let data = try? Data(contentsOf: url), let pixels = _ImageLookup.pixelSize(of: data) else { return nil }
        let scale = _ImageLookup.scale(ofFileNamed: url.deletingPathExtension().lastPathComponent)
        let base = name.replacingOccurrences(of: "@3x", with: "").replacingOccurrences(of: "@2x", with: "")
        self.init(source: .file(name: base, path: url.path), data: data,
                  size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale,
                  configuration: configuration)
    }

    // MARK: Variants

    /// Whether this is an SF Symbol (`init(systemName:)`).
    public var isSymbolImage: Bool { if case .symbol = _source { return true }; return false }

    /// The same image drawn as `renderingMode` says.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(source: _source, data: _data, size: size, scale: scale, renderingMode: renderingMode, tint: _tint,
                configuration: configuration)
    }

    /// The same image drawn in `color` (a template image in that colour, iOS 13).
    open func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysTemplate)
    }

    /// The same image in `color` with `renderingMode`, as `withTintColor(_:renderingMode:)`.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(source: _source, data: _data, size: size, scale: scale, renderingMode: renderingMode, tint: color,
                configuration: configuration)
    }

    /// The same image with `configuration` (symbol size and weight are kept, not drawn).
    open func withConfiguration(_ configuration: Configuration) -> UIImage {
        UIImage(source: _source, data: _data, size: size, scale: scale, renderingMode: renderingMode, tint: _tint,
                configuration: configuration)
    }

    /// The image's PNG data when it was loaded from PNG, as `pngData()`; nil otherwise.
    open func pngData() -> Data? {
        guard let d = _data, _ImageLookup.isPNG(d) else { return nil }
        return d
    }

    // MARK: Drawing on a character terminal

    /// Whether the image is drawn in its tint colour (a template, or a symbol left automatic).
    var _isTemplate: Bool {
        renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage)
    }

    /// What stands for the image in a cell grid: a symbol's character, else `[name]`.
    var _terminalText: String {
        switch _source {
        case .symbol(_, let glyph): return String(glyph)
        case .file(let name, _): return "[" + TextSanitizer.sanitize(name) + "]"
        case .data: return "[image]"
        }
    }

    /// The name shown inside a button's or a bar item's brackets.
    var _terminalName: String {
        switch _source {
        case .symbol(_, let glyph): return String(glyph)
        case .file(let name, _): return name
        case .data: return "image"
        }
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIImage else { return false }
        if o === self { return true }
        return o._source == _source && o.size == size && o.scale == scale && o.renderingMode == renderingMode
            && o._tint == _tint && o._data == _data
    }
    open override var hash: Int { _source.hashValue ^ Int(scale) }
    open override var description: String {
        "<UIImage: \(ObjectIdentifier(self)); size = {\(Double(size.width)), \(Double(size.height))}, scale = \(Double(scale))>"
    }
}
