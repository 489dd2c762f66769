import CSDL2
import CSDL2TTF
import Foundation
import UIKitEngine

/// The fonts text is drawn in (through SDL_ttf, anti-aliased, shaped by HarfBuzz): a Latin
/// sans for the system font and a CJK font, tried in that order for each character (per-
/// character fallback; a character neither has is drawn by the first).
///
/// Fonts are opened per pixel size and weight on first use and kept until the set is
/// released. The files are Debian's (`fonts-dejavu-core`, `fonts-wqy-microhei`), found
/// by path; `SDLFontSet.Error.missingFont` names the package when one is absent.
@MainActor
public final class SDLFontSet {
    public struct Error: Swift.Error, CustomStringConvertible {
        public let description: String
    }

    /// A face: regular and bold files (the bold may be the regular one, drawn emboldened).
    struct Face { let regular: String; let bold: String? }

    let faces: [Face]
    private var open: [Key: OpaquePointer] = [:]
    private var masks: [MaskKey: Mask] = [:]
    private struct Key: Hashable { let face: Int, size: Int, bold: Bool, italic: Bool }

    /// The fonts Debian installs, Latin first.
    public static let defaultFaces: [(regular: String, bold: String?, package: String)] = [
        ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "fonts-dejavu-core"),
        ("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", nil, "fonts-wqy-microhei"),
    ]

    /// Opens SDL_ttf (reference-counted by the library) over the default fonts; throws when
    /// a font file is missing or the library cannot start.
    public init() throws {
        for f in Self.defaultFaces where !FileManager.default.fileExists(atPath: f.regular) {
            throw Error(description: "font \(f.regular) is missing (install the Debian package \(f.package))")
        }
        guard TTF_Init() == 0 else { throw Error(description: "SDL_ttf: \(String(cString: SDL_GetError()))") }
        faces = Self.defaultFaces.map { Face(regular: $0.regular, bold: $0.bold) }
    }

    deinit {
        MainActor.assumeIsolated {
            for f in open.values { TTF_CloseFont(f) }
            TTF_Quit()
        }
    }

    /// The SDL_ttf font of face `index` at `pixels` per em.
    func font(face index: Int, pixels: Int, bold: Bool, italic: Bool) -> OpaquePointer? {
        let key = Key(face: index, size: max(1, pixels), bold: bold, italic: italic)
        if let f = open[key] { return f }
        let face = faces[index]
        let path = bold ? (face.bold ?? face.regular) : face.regular
        guard let f = TTF_OpenFont(path, Int32(key.size)) else { return nil }
        var style = TTF_STYLE_NORMAL
        if bold && face.bold == nil { style |= TTF_STYLE_BOLD }
        if italic { style |= TTF_STYLE_ITALIC }
        TTF_SetFontStyle(f, Int32(style))
        TTF_SetFontHinting(f, Int32(TTF_HINTING_LIGHT))
        open[key] = f
        return f
    }

    /// A piece of a line drawn in one face.
    struct Run { let text: String; let face: Int }

    /// `text` cut into runs of characters the same face draws (the first face that has
    /// every scalar of a character; else the first face).
    func runs(_ text: String, pixels: Int, bold: Bool, italic: Bool) -> [Run] {
        var out: [Run] = []
        var current = "", currentFace = -1
        for ch in text {
            var chosen = 0
            for i in faces.indices {
                guard let f = font(face: i, pixels: pixels, bold: bold, italic: italic) else { continue }
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

    /// Width in pixels of `text` on one line.
    func width(_ text: String, pixels: Int, bold: Bool, italic: Bool) -> Int {
        runs(text, pixels: pixels, bold: bold, italic: italic).reduce(0) { sum, run in
            guard let f = font(face: run.face, pixels: pixels, bold: bold, italic: italic) else { return sum }
            var w: Int32 = 0, h: Int32 = 0
            TTF_SizeUTF8(f, run.text, &w, &h)
            return sum + Int(w)
        }
    }

    /// Distance between baselines, in pixels (the Latin face's line skip).
    func lineHeight(pixels: Int, bold: Bool) -> Int {
        guard let f = font(face: 0, pixels: pixels, bold: bold, italic: false) else { return pixels }
        return Int(TTF_FontLineSkip(f))
    }

    /// Draws one line with its top-left at (`x`, `y`) pixels into `canvas`, limited to `clip`.
    func draw(_ text: String, x: Int, y: Int, pixels: Int, bold: Bool, italic: Bool, color c: RenderColor,
              into canvas: inout PixelCanvas, clip: PixelCanvas.Box) {
        var penX = x
        let ascent0 = font(face: 0, pixels: pixels, bold: bold, italic: italic).map { Int(TTF_FontAscent($0)) } ?? pixels
        for run in runs(text, pixels: pixels, bold: bold, italic: italic) {
            guard let f = font(face: run.face, pixels: pixels, bold: bold, italic: italic),
                  let mask = mask(of: run, font: f, key: MaskKey(text: run.text, face: run.face, pixels: pixels, bold: bold, italic: italic))
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
    struct MaskKey: Hashable { let text: String, face: Int, pixels: Int, bold: Bool, italic: Bool }

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
        width(text, pixels: max(1, Int((pointSize * scale).rounded())), bold: bold, italic: false)
    }

    /// The faces (0: Latin, 1: CJK) the runs of `text` are drawn in, in order.
    public func faceIndices(of text: String) -> [Int] {
        runs(text, pixels: 17, bold: false, italic: false).map(\.face)
    }
}
