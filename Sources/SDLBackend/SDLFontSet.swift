import CSDL2
import CSDL2TTF
import Foundation
import UIKitEngine

/// The fonts text is drawn in (through SDL_ttf, anti-aliased, shaped by HarfBuzz): Inter
/// for the system font (San Francisco's proportions, in regular, medium, semibold and bold
/// with italics), DejaVu Sans for the symbols and scripts Inter lacks, a CJK font, and
/// Noto Color Emoji (colour bitmaps, scaled from its strike; first for a character shown
/// as emoji by default, Unicode's Emoji_Presentation, or asking for it with U+FE0F), tried in that order for each character
/// (per-character fallback; a character none has is drawn by the first).
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
        /// A colour bitmap font (emoji): drawn in its own colours at its fixed strike, scaled.
        var isColor = false
        /// Left out (its characters drawn by the first face) when its file is missing.
        var isOptional = false
        var regular: String { files[.regular]! }
    }

    /// The em of Noto Color Emoji's bitmap strike, in its pixels (its glyphs are 136 × 128).
    static let colorStrikeEm = 109.0

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
            Face(files: [.regular: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"], package: "fonts-noto-color-emoji",
                 isColor: true, isOptional: true),
        ]
    }

    /// Opens SDL_ttf (reference-counted by the library) over the default fonts; throws when
    /// a font file is missing or the library cannot start.
    public init() throws {
        // An optional face whose file is missing is left out (emoji then draw as missing glyphs).
        let faces = Self.defaultFaces.filter { f in !f.isOptional || f.files.values.allSatisfy { FileManager.default.fileExists(atPath: $0) } }
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
            // The colour face's one font is filed under every size: close each font once.
            var closed = Set<OpaquePointer>()
            for f in open.values where closed.insert(f).inserted { TTF_CloseFont(f) }
            TTF_Quit()
        }
    }

    /// The SDL_ttf font of face `index` at `pixels` per em in `style`.
    func font(face index: Int, pixels: Int, style: Style) -> OpaquePointer? {
        let key = Key(face: index, size: max(1, pixels), style: style)
        if let f = open[key] { return f }
        let face = faces[index]
        if face.isColor {
            // One strike in every size and style: opened once, scaled when drawn.
            let plain = Key(face: index, size: 1, style: .regular)
            if let f = open[plain] { open[key] = f; return f }
            guard let f = TTF_OpenFont(face.regular, 109) else { return nil }
            open[plain] = f
            open[key] = f
            return f
        }
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
            // Emoji presentation asked for (U+FE0F) prefers the colour face; variation
            // selectors themselves need no glyph.
            let wantsEmoji = ch.unicodeScalars.contains { $0.value == 0xFE0F }
                || ch.unicodeScalars.first?.properties.isEmojiPresentation == true
            let order = wantsEmoji ? faces.indices.sorted { faces[$0].isColor && !faces[$1].isColor } : Array(faces.indices)
            for i in order {
                guard let f = font(face: i, pixels: pixels, style: style) else { continue }
                if ch.unicodeScalars.allSatisfy({ $0.value < 0x20 || (0xFE00...0xFE0F).contains($0.value) || TTF_GlyphIsProvided32(f, $0.value) != 0 }) {
                    chosen = i
                    break
                }
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
            return sum + (faces[run.face].isColor ? Int((Double(w) * colorScale(pixels)).rounded()) : Int(w))
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
            if let colors = mask.colors {
                // Colour glyphs keep their colours; the text colour's alpha is their opacity.
                let dy = ascent0 - Int((Double(TTF_FontAscent(f)) * colorScale(pixels)).rounded())
                canvas.blendPremultipliedPicture(colors, w: mask.width, h: mask.height, x: penX, y: y + dy, opacity: c.alpha, clip: clip)
                penX += mask.advance
                continue
            }
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
    struct Mask {
        let coverage: [UInt8]; let width: Int; let height: Int; let advance: Int
        /// A colour glyph's premultiplied `0xAARRGGBB` pixels instead of a coverage.
        var colors: [UInt32]? = nil
    }

    /// Pixels of the colour face's strike per pixel of a font of `pixels` per em.
    func colorScale(_ pixels: Int) -> Double { Double(pixels) / Self.colorStrikeEm }
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
        var m = Mask(coverage: coverage, width: w, height: h, advance: Int(aw))
        if faces[key.face].isColor {
            m = Self.scaledColors(bytes, width: w, height: h, pitch: pitch, advance: Int(aw), by: colorScale(key.pixels))
        }
        if masks.count >= Self.maskCacheLimit { masks.removeAll(keepingCapacity: true) }
        masks[key] = m
        return m
    }

    static let maskCacheLimit = 4096

    /// A colour glyph run (ARGB8888 bytes, B G R A in memory) scaled by `factor` with a box
    /// filter, premultiplied.
    static func scaledColors(_ bytes: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int, pitch: Int, advance: Int,
                             by factor: Double) -> Mask {
        let dw = max(1, Int((Double(w) * factor).rounded())), dh = max(1, Int((Double(h) * factor).rounded()))
        var out = [UInt32](repeating: 0, count: dw * dh)
        for y in 0..<dh {
            let sy0 = min(h - 1, Int(Double(y) / factor)), sy1 = max(sy0 + 1, min(h, Int(Double(y + 1) / factor)))
            for x in 0..<dw {
                let sx0 = min(w - 1, Int(Double(x) / factor)), sx1 = max(sx0 + 1, min(w, Int(Double(x + 1) / factor)))
                var a = 0, r = 0, g = 0, b = 0
                for sy in sy0..<sy1 {
                    for sx in sx0..<sx1 {
                        let p = bytes + sy * pitch + sx * 4
                        let pa = Int(p[3])
                        a += pa; r += Int(p[2]) * pa / 255; g += Int(p[1]) * pa / 255; b += Int(p[0]) * pa / 255
                    }
                }
                let n = (sy1 - sy0) * (sx1 - sx0)
                out[y * dw + x] = UInt32(a / n) << 24 | UInt32(r / n) << 16 | UInt32(g / n) << 8 | UInt32(b / n)
            }
        }
        return Mask(coverage: [], width: dw, height: dh, advance: Int((Double(advance) * factor).rounded()), colors: out)
    }
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
