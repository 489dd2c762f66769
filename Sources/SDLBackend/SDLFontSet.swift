import CSDL2
import CSDL2TTF
import Foundation
import UIKitEngine

/// The fonts text is drawn in (through SDL_ttf, anti-aliased, shaped by HarfBuzz): Inter
/// for the system font (San Francisco's proportions, in regular, medium, semibold and bold
/// with italics), DejaVu Sans for the symbols and scripts Inter lacks, and a CJK font,
/// tried in that order for each character (per-character fallback; a character none has
/// is drawn by the first).
///
/// Fonts are opened per pixel size and style on first use and kept until the set is
/// released. The files are Debian's (`fonts-inter`, `fonts-dejavu-core`,
/// `fonts-wqy-microhei`), found by path; `SDLFontSet.Error` names the package when one is
/// absent.
@MainActor
public final class SDLFontSet {
    public struct Error: Swift.Error, CustomStringConvertible {
        public let description: String
    }

    /// A weight the files come in.
    enum Weight: Int, Hashable { case regular, medium, semibold, bold

        /// The weight a `RenderFont.weight` (UIFont.Weight's raw value) is drawn in.
        init(_ w: Double) {
            self = w >= 0.35 ? .bold : w >= 0.27 ? .semibold : w >= 0.2 ? .medium : .regular
        }
    }

    /// A style a run is drawn in.
    struct Style: Hashable {
        var weight: Weight
        var italic: Bool
        init(weight: Weight, italic: Bool) { self.weight = weight; self.italic = italic }
        init(_ font: RenderFont) {
            weight = font.weight > 0 || !font.isBold ? Weight(font.weight) : .bold
            italic = font.isItalic
        }
        static let regular = Style(weight: .regular, italic: false)
    }

    /// A face: its files by style (a missing style is drawn from the nearest file, emboldened
    /// or slanted by SDL_ttf).
    struct Face {
        let files: [Style: String]
        let package: String
        var regular: String { files[.regular]! }
    }

    let faces: [Face]
    private var open: [Key: OpaquePointer] = [:]
    private var masks: [MaskKey: Mask] = [:]
    private var widths: [MaskKey: Int] = [:]
    private struct Key: Hashable { let face: Int, size: Int, style: Style }

    /// The fonts Debian installs: Inter, DejaVu Sans, WenQuanYi Micro Hei.
    static var defaultFaces: [Face] {
        let inter = "/usr/share/fonts/opentype/inter/Inter-"
        var interFiles: [Style: String] = [:]
        for (w, name) in [(Weight.regular, "Regular"), (.medium, "Medium"), (.semibold, "SemiBold"), (.bold, "Bold")] {
            interFiles[Style(weight: w, italic: false)] = inter + name + ".otf"
            interFiles[Style(weight: w, italic: true)] = inter + (name == "Regular" ? "" : name) + "Italic.otf"
        }
        let dejavu = "/usr/share/fonts/truetype/dejavu/DejaVuSans"
        return [
            Face(files: interFiles, package: "fonts-inter"),
            Face(files: [.regular: dejavu + ".ttf", Style(weight: .bold, italic: false): dejavu + "-Bold.ttf"], package: "fonts-dejavu-core"),
            Face(files: [.regular: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"], package: "fonts-wqy-microhei"),
        ]
    }

    /// Opens SDL_ttf (reference-counted by the library) over the default fonts; throws when
    /// a font file is missing or the library cannot start.
    public init() throws {
        let faces = Self.defaultFaces
        for f in faces {
            for path in f.files.values.sorted() where !FileManager.default.fileExists(atPath: path) {
                throw Error(description: "font \(path) is missing (install the Debian package \(f.package))")
            }
        }
        guard TTF_Init() == 0 else { throw Error(description: "SDL_ttf: \(String(cString: SDL_GetError()))") }
        self.faces = faces
    }

    deinit {
        MainActor.assumeIsolated {
            for f in open.values { TTF_CloseFont(f) }
            TTF_Quit()
        }
    }

    /// The SDL_ttf font of face `index` at `pixels` per em in `style`.
    func font(face index: Int, pixels: Int, style: Style) -> OpaquePointer? {
        let key = Key(face: index, size: max(1, pixels), style: style)
        if let f = open[key] { return f }
        let face = faces[index]
        // The file of this style, else the same weight upright, else the nearest lighter
        // weight's, SDL_ttf supplying what the file lacks.
        var path = face.files[style]
        var synthBold = false, synthItalic = false
        if path == nil, let upright = face.files[Style(weight: style.weight, italic: false)] { path = upright; synthItalic = style.italic }
        if path == nil {
            let boldish = style.weight == .bold || style.weight == .semibold
            path = boldish ? face.files[Style(weight: .bold, italic: false)] : nil
            if path == nil { path = face.regular; synthBold = boldish }
            synthItalic = style.italic
        }
        guard let path, let f = TTF_OpenFont(path, Int32(key.size)) else { return nil }
        var flags = TTF_STYLE_NORMAL
        if synthBold { flags |= TTF_STYLE_BOLD }
        if synthItalic { flags |= TTF_STYLE_ITALIC }
        TTF_SetFontStyle(f, Int32(flags))
        TTF_SetFontHinting(f, Int32(TTF_HINTING_LIGHT))
        open[key] = f
        return f
    }

    /// A piece of a line drawn in one face.
    struct Run { let text: String; let face: Int }

    /// `text` cut into runs of characters the same face draws (the first face that has
    /// every scalar of a character; else the first face).
    func runs(_ text: String, pixels: Int, style: Style) -> [Run] {
        var out: [Run] = []
        var current = "", currentFace = -1
        for ch in text {
            var chosen = 0
            for i in faces.indices {
                guard let f = font(face: i, pixels: pixels, style: style) else { continue }
                if ch.unicodeScalars.allSatisfy({ $0.value < 0x20 || TTF_GlyphIsProvided32(f, $0.value) != 0 }) { chosen = i; break }
            }
            if chosen != currentFace, !current.isEmpty {
                out.append(Run(text: current, face: currentFace))
                current = ""
            }
            currentFace = chosen
            current.append(ch)
        }
        if !current.isEmpty { out.append(Run(text: current, face: currentFace)) }
        return out
    }

    /// Width in pixels of `text` on one line (remembered: layout asks the same widths on
    /// every pass).
    func width(_ text: String, pixels: Int, style: Style) -> Int {
        let key = MaskKey(text: text, face: -1, pixels: pixels, style: style)
        if let w = widths[key] { return w }
        let w = runs(text, pixels: pixels, style: style).reduce(0) { sum, run in
            guard let f = font(face: run.face, pixels: pixels, style: style) else { return sum }
            var w: Int32 = 0, h: Int32 = 0
            TTF_SizeUTF8(f, run.text, &w, &h)
            return sum + Int(w)
        }
        if widths.count >= Self.maskCacheLimit * 4 { widths.removeAll(keepingCapacity: true) }
        widths[key] = w
        return w
    }

    /// Distance between baselines, in pixels (the Latin face's line skip).
    func lineHeight(pixels: Int, style: Style) -> Int {
        guard let f = font(face: 0, pixels: pixels, style: style) else { return pixels }
        return Int(TTF_FontLineSkip(f))
    }

    /// The Latin face's ascent and descent (negative), in pixels.
    func ascentDescent(pixels: Int, style: Style) -> (ascent: Int, descent: Int) {
        guard let f = font(face: 0, pixels: pixels, style: style) else { return (pixels, 0) }
        return (Int(TTF_FontAscent(f)), Int(TTF_FontDescent(f)))
    }

    /// Draws one line with its top-left at (`x`, `y`) pixels into `canvas`, limited to `clip`.
    func draw(_ text: String, x: Int, y: Int, pixels: Int, style: Style, color c: RenderColor,
              into canvas: inout PixelCanvas, clip: PixelCanvas.Box) {
        var penX = x
        let ascent0 = font(face: 0, pixels: pixels, style: style).map { Int(TTF_FontAscent($0)) } ?? pixels
        for run in runs(text, pixels: pixels, style: style) {
            guard let f = font(face: run.face, pixels: pixels, style: style),
                  let mask = mask(of: run, font: f, key: MaskKey(text: run.text, face: run.face, pixels: pixels, style: style))
            else { continue }
            // Other faces sit on the Latin face's baseline.
            let dy = ascent0 - Int(TTF_FontAscent(f))
            mask.coverage.withUnsafeBufferPointer { buf in
                canvas.blendMask(buf.baseAddress!, pitch: mask.width, stride: 1, w: mask.width, h: mask.height, x: penX, y: y + dy,
                                 r: c.red, g: c.green, b: c.blue, alpha: c.alpha, clip: clip)
            }
            penX += mask.advance
        }
    }

    /// A run's glyphs as rendered by SDL_ttf: 8-bit coverage, `width × height`, and the pen
    /// advance.
    struct Mask { let coverage: [UInt8]; let width: Int; let height: Int; let advance: Int }
    struct MaskKey: Hashable { let text: String, face: Int, pixels: Int, style: Style }

    /// The run's coverage mask, from the cache (at most `maskCacheLimit` runs, emptied when
    /// full) or rendered now.
    func mask(of run: Run, font f: OpaquePointer, key: MaskKey) -> Mask? {
        if let m = masks[key] { return m }
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        guard !run.text.isEmpty, let surface = TTF_RenderUTF8_Blended(f, run.text, white) else { return nil }
        defer { SDL_FreeSurface(surface) }
        let converted: UnsafeMutablePointer<SDL_Surface>?
        if surface.pointee.format.pointee.format != SDL_PIXELFORMAT_ARGB8888.rawValue {
            converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
        } else { converted = nil }
        defer { if let converted { SDL_FreeSurface(converted) } }
        let src = (converted ?? surface).pointee
        guard let px = src.pixels else { return nil }
        let w = Int(src.w), h = Int(src.h), pitch = Int(src.pitch)
        var coverage = [UInt8](repeating: 0, count: w * h)
        // ARGB8888 in memory on a little-endian machine: B, G, R, A; coverage is A.
        let bytes = px.assumingMemoryBound(to: UInt8.self)
        for y in 0..<h { for x in 0..<w { coverage[y * w + x] = bytes[y * pitch + x * 4 + 3] } }
        var aw: Int32 = 0, ah: Int32 = 0
        TTF_SizeUTF8(f, run.text, &aw, &ah)
        let m = Mask(coverage: coverage, width: w, height: h, advance: Int(aw))
        if masks.count >= Self.maskCacheLimit { masks.removeAll(keepingCapacity: true) }
        masks[key] = m
        return m
    }

    static let maskCacheLimit = 4096
}

extension SDLFontSet {
    /// The width in pixels of `text` on one line in the regular system face of
    /// `pointSize` at `scale` pixels per point.
    public func textWidth(_ text: String, pointSize: Double, scale: Double, bold: Bool = false) -> Int {
        width(text, pixels: max(1, Int((pointSize * scale).rounded())), style: Style(weight: bold ? .bold : .regular, italic: false))
    }

    /// The faces (0: Inter, 1: DejaVu Sans, 2: CJK) the runs of `text` are drawn in, in order.
    public func faceIndices(of text: String) -> [Int] {
        runs(text, pixels: 17, style: .regular).map(\.face)
    }
}
