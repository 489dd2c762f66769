import Foundation

/// An opaque picture in memory: `width × height` pixels, each `0xAARRGGBB` (alpha always
/// 255), rows top to bottom. Shapes are filled with anti-aliasing (coverage from
/// `subsamples` sub-scanlines per row, exact horizontally) and blended with the colour's
/// alpha.
public struct PixelCanvas: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// The pixels, row by row.
    public var pixels: [UInt32]

    /// Sub-scanlines per pixel row.
    static let subsamples = 5

    public init(width: Int, height: Int, color: UInt32 = 0xFF00_0000) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = [UInt32](repeating: color, count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }

    /// A pixel rectangle, half-open.
    public struct Box: Sendable, Equatable {
        public var x0: Int, y0: Int, x1: Int, y1: Int
        public init(x0: Int, y0: Int, x1: Int, y1: Int) { self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1 }
        public var isEmpty: Bool { x0 >= x1 || y0 >= y1 }
        func intersection(_ o: Box) -> Box { Box(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1)) }
    }

    public var bounds: Box { Box(x0: 0, y0: 0, x1: width, y1: height) }

    /// Blends `argb`'s colour at `coverage` (0…1, times the colour's own alpha) over the pixel.
    @inline(__always)
    mutating func blend(x: Int, y: Int, r: Double, g: Double, b: Double, alpha: Double) {
        let i = y * width + x
        if alpha >= 0.999 {
            pixels[i] = 0xFF00_0000 | (UInt32(r * 255 + 0.5) << 16) | (UInt32(g * 255 + 0.5) << 8) | UInt32(b * 255 + 0.5)
            return
        }
        if alpha <= 0.001 { return }
        let d = pixels[i]
        let dr = Double((d >> 16) & 0xFF), dg = Double((d >> 8) & 0xFF), db = Double(d & 0xFF)
        let nr = r * 255 * alpha + dr * (1 - alpha), ng = g * 255 * alpha + dg * (1 - alpha), nb = b * 255 * alpha + db * (1 - alpha)
        pixels[i] = 0xFF00_0000 | (UInt32(min(255, nr + 0.5)) << 16) | (UInt32(min(255, ng + 0.5)) << 8) | UInt32(min(255, nb + 0.5))
    }

    /// Fills the polygons `subpaths` (pixel coordinates) by the non-zero or even-odd rule
    /// in colour (`r`, `g`, `b`, `alpha`), limited to `clip`.
    public mutating func fill(_ subpaths: [[CGPoint]], evenOdd: Bool, r: Double, g: Double, b: Double, alpha: Double, clip: Box) {
        struct Edge { var x0: Double, y0: Double, x1: Double, y1: Double, dir: Int }
        var edges: [Edge] = []
        var minY = Double.infinity, maxY = -Double.infinity, minX = Double.infinity, maxX = -Double.infinity
        for poly in subpaths where poly.count >= 2 {
            for i in 0..<poly.count {
                let p = poly[i], q = poly[(i + 1) % poly.count]
                minX = min(minX, Double(p.x)); maxX = max(maxX, Double(p.x))
                if p.y == q.y { continue }
                let up = p.y < q.y
                let a = up ? p : q, c = up ? q : p
                edges.append(Edge(x0: Double(a.x), y0: Double(a.y), x1: Double(c.x), y1: Double(c.y), dir: up ? 1 : -1))
                minY = min(minY, Double(a.y)); maxY = max(maxY, Double(c.y))
            }
        }
        guard !edges.isEmpty, alpha > 0.001 else { return }
        let area = clip.intersection(bounds).intersection(
            Box(x0: Int(minX.rounded(.down)), y0: Int(minY.rounded(.down)), x1: Int(maxX.rounded(.up)) + 1, y1: Int(maxY.rounded(.up)) + 1))
        guard !area.isEmpty else { return }
        let n = Self.subsamples
        let step = 1.0 / Double(n)
        var coverage = [Double](repeating: 0, count: area.x1 - area.x0 + 2)
        var crossings: [(x: Double, dir: Int)] = []
        for y in area.y0..<area.y1 {
            for i in coverage.indices { coverage[i] = 0 }
            var any = false
            for s in 0..<n {
                let sy = Double(y) + (Double(s) + 0.5) * step
                crossings.removeAll(keepingCapacity: true)
                for e in edges where sy >= e.y0 && sy < e.y1 {
                    crossings.append((e.x0 + (sy - e.y0) / (e.y1 - e.y0) * (e.x1 - e.x0), e.dir))
                }
                if crossings.count < 2 { continue }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for k in 0..<(crossings.count - 1) {
                    winding += crossings[k].dir
                    let inside = evenOdd ? (winding & 1) != 0 : winding != 0
                    if !inside { continue }
                    let xa = max(Double(area.x0), crossings[k].x), xb = min(Double(area.x1), crossings[k + 1].x)
                    if xb <= xa { continue }
                    any = true
                    Self.addSpan(&coverage, from: xa - Double(area.x0), to: xb - Double(area.x0), weight: step)
                }
            }
            if !any { continue }
            for x in area.x0..<area.x1 {
                let c = coverage[x - area.x0]
                if c > 0.002 { blend(x: x, y: y, r: r, g: g, b: b, alpha: alpha * min(1, c)) }
            }
        }
    }

    /// Fills the axis-aligned rectangle [`x0`, `x1`) × [`y0`, `y1`) (pixels): each pixel is
    /// covered by the product of its horizontal and vertical overlap (the same coverage the
    /// polygon fill gives a rectangle, without its scanlines). Fully covered pixels of an
    /// opaque colour are stored as one value row by row; only the rectangle's fractional
    /// edge pixels are blended.
    public mutating func fillRect(x0: Double, y0: Double, x1: Double, y1: Double,
                                  r: Double, g: Double, b: Double, alpha: Double, clip: Box) {
        guard x1 > x0, y1 > y0, alpha > 0.001 else { return }
        let area = clip.intersection(bounds).intersection(
            Box(x0: Int(x0.rounded(.down)), y0: Int(y0.rounded(.down)), x1: Int(x1.rounded(.up)), y1: Int(y1.rounded(.up))))
        guard !area.isEmpty else { return }
        // The columns every row covers whole: [fx0, fx1).
        let fx0 = max(area.x0, Int(x0.rounded(.up))), fx1 = min(area.x1, Int(x1.rounded(.down)))
        let solid = Self.pack(r: r, g: g, b: b)
        let w = width
        for y in area.y0..<area.y1 {
            let cy = min(y1, Double(y + 1)) - max(y0, Double(y))
            if cy <= 0 { continue }
            let a = alpha * cy
            if fx1 > fx0 {
                for x in area.x0..<fx0 { blend(x: x, y: y, r: r, g: g, b: b, alpha: a * (min(x1, Double(x + 1)) - max(x0, Double(x)))) }
                if a >= 0.999 {
                    pixels.withUnsafeMutableBufferPointer { buf in
                        let row = buf.baseAddress! + y * w
                        (row + fx0).update(repeating: solid, count: fx1 - fx0)
                    }
                } else {
                    blendRun(y: y, from: fx0, to: fx1, r: r, g: g, b: b, alpha: a)
                }
                for x in fx1..<area.x1 { blend(x: x, y: y, r: r, g: g, b: b, alpha: a * (min(x1, Double(x + 1)) - max(x0, Double(x)))) }
            } else {
                for x in area.x0..<area.x1 {
                    let cx = min(x1, Double(x + 1)) - max(x0, Double(x))
                    if cx > 0 { blend(x: x, y: y, r: r, g: g, b: b, alpha: a * cx) }
                }
            }
        }
    }

    /// An opaque pixel of the colour (each channel 0…1).
    @inline(__always)
    static func pack(r: Double, g: Double, b: Double) -> UInt32 {
        func byte(_ v: Double) -> UInt32 { UInt32(max(0, min(255, v * 255 + 0.5))) }
        return 0xFF00_0000 | byte(r) << 16 | byte(g) << 8 | byte(b)
    }

    /// Blends the colour at one `alpha` (0…1) over the pixels [`x0`, `x1`) of row `y`, in
    /// 8-bit fixed point (the same rounding as `blend`, to within one level).
    mutating func blendRun(y: Int, from x0: Int, to x1: Int, r: Double, g: Double, b: Double, alpha: Double) {
        guard x1 > x0, alpha > 0.001 else { return }
        let a = UInt32(max(0, min(256, alpha * 256 + 0.5))), k = 256 - a
        let sr = UInt32(max(0, min(255, r * 255 + 0.5))) * a, sg = UInt32(max(0, min(255, g * 255 + 0.5))) * a
        let sb = UInt32(max(0, min(255, b * 255 + 0.5))) * a
        let w = width
        pixels.withUnsafeMutableBufferPointer { buf in
            let row = buf.baseAddress! + y * w
            for x in x0..<x1 {
                let d = row[x]
                let nr = (sr + ((d >> 16) & 0xFF) * k + 128) >> 8
                let ng = (sg + ((d >> 8) & 0xFF) * k + 128) >> 8
                let nb = (sb + (d & 0xFF) * k + 128) >> 8
                row[x] = 0xFF00_0000 | nr << 16 | ng << 8 | nb
            }
        }
    }

    /// Adds `weight` times the horizontal coverage of [a, b) to each pixel it touches.
    @inline(__always)
    static func addSpan(_ coverage: inout [Double], from a: Double, to b: Double, weight: Double) {
        let ia = Int(a), ib = Int(b)
        if ia == ib {
            coverage[ia] += (b - a) * weight
            return
        }
        coverage[ia] += (Double(ia + 1) - a) * weight
        if ia + 1 < ib { for i in (ia + 1)..<ib { coverage[i] += weight } }
        if ib < coverage.count { coverage[ib] += (b - Double(ib)) * weight }
    }

    /// Blends an 8-bit coverage mask (`mask[y * pitch + x * stride]`, 0…255) of `w × h` at
    /// (`x`, `y`) in the colour, limited to `clip`: glyphs rendered by the font library.
    mutating func blendMask(_ mask: UnsafePointer<UInt8>, pitch: Int, stride: Int, w: Int, h: Int, x: Int, y: Int,
                            r: Double, g: Double, b: Double, alpha: Double, clip: Box) {
        let area = clip.intersection(bounds).intersection(Box(x0: x, y0: y, x1: x + w, y1: y + h))
        guard !area.isEmpty, alpha > 0.001 else { return }
        // 8-bit fixed point: the pixel's weight is mask × alpha (0…256 after scaling).
        let a = UInt32(max(0, min(256, alpha * 256 + 0.5)))
        let cr = UInt32(max(0, min(255, r * 255 + 0.5))), cg = UInt32(max(0, min(255, g * 255 + 0.5)))
        let cb = UInt32(max(0, min(255, b * 255 + 0.5)))
        let solid = 0xFF00_0000 | cr << 16 | cg << 8 | cb
        let cw = width
        pixels.withUnsafeMutableBufferPointer { buf in
            for py in area.y0..<area.y1 {
                let src = mask + (py - y) * pitch
                let row = buf.baseAddress! + py * cw
                for px in area.x0..<area.x1 {
                    let m = UInt32(src[(px - x) * stride])
                    if m == 0 { continue }
                    let wgt = (m * a + 127) / 255
                    if wgt >= 256 { row[px] = solid; continue }
                    let k = 256 - wgt, d = row[px]
                    let nr = (cr * wgt + ((d >> 16) & 0xFF) * k + 128) >> 8
                    let ng = (cg * wgt + ((d >> 8) & 0xFF) * k + 128) >> 8
                    let nb = (cb * wgt + (d & 0xFF) * k + 128) >> 8
                    row[px] = 0xFF00_0000 | nr << 16 | ng << 8 | nb
                }
            }
        }
    }

    /// Blends a premultiplied `0xAARRGGBB` picture of `w × h` at (`x`, `y`) times `opacity`
    /// (0…1), limited to `clip`: colour glyphs.
    mutating func blendPremultipliedPicture(_ picture: [UInt32], w: Int, h: Int, x: Int, y: Int, opacity: Double, clip: Box) {
        let area = clip.intersection(bounds).intersection(Box(x0: x, y0: y, x1: x + w, y1: y + h))
        guard !area.isEmpty, opacity > 0.001, picture.count >= w * h else { return }
        let o = UInt32(max(0, min(256, opacity * 256 + 0.5)))
        let cw = width
        pixels.withUnsafeMutableBufferPointer { buf in
            for py in area.y0..<area.y1 {
                let row = buf.baseAddress! + py * cw
                for px in area.x0..<area.x1 {
                    let p = picture[(py - y) * w + (px - x)]
                    let a = ((p >> 24) * o) >> 8
                    if a == 0 { continue }
                    let k = 255 - min(255, a), d = row[px]
                    let r = (((p >> 16) & 0xFF) * o >> 8) + (((d >> 16) & 0xFF) * k + 127) / 255
                    let g = (((p >> 8) & 0xFF) * o >> 8) + (((d >> 8) & 0xFF) * k + 127) / 255
                    let b = ((p & 0xFF) * o >> 8) + ((d & 0xFF) * k + 127) / 255
                    row[px] = 0xFF00_0000 | min(255, r) << 16 | min(255, g) << 8 | min(255, b)
                }
            }
        }
    }
}
