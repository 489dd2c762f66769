// Assembling logical lines: unfolding and quoted-printable soft breaks, on bytes.

import Foundation

extension ParseSession {
    /// Assembles one logical line from its first physical line and handles it.
    mutating func readLogicalLine(start: Int, end: Int, line: Int) {
        segments.removeAll(keepingCapacity: true)
        segments.append((start, end))

        // 1. Find the colon that ends the header (name and parameters),
        //    following folds; a colon inside a quoted parameter value does
        //    not count.
        var inQuotes = false
        var sawSemicolon = false
        var colonSegment = -1
        var colonIndex = -1
        var firstColonAnywhere: (Int, Int)? = nil
        func scan(_ segmentIndex: Int) {
            let seg = segments[segmentIndex]
            var i = seg.start
            while i < seg.end {
                let b = buf[i]
                if b == 0x22 && sawSemicolon {
                    inQuotes.toggle()
                } else if b == 0x3B && !inQuotes {
                    sawSemicolon = true
                } else if b == 0x3A {
                    if firstColonAnywhere == nil { firstColonAnywhere = (segmentIndex, i) }
                    if !inQuotes { colonSegment = segmentIndex; colonIndex = i; return }
                }
                i += 1
            }
        }
        scan(0)
        while colonSegment < 0 && pos < count {
            let (e, n) = physicalLine(at: pos)
            guard pos < e, buf[pos] == 0x20 || buf[pos] == 0x09 else { break }
            segments.append((pos + 1, e))
            pos = n
            lineNo += 1
            scan(segments.count - 1)
        }
        if colonSegment < 0, let (s, i) = firstColonAnywhere {
            // An unbalanced quote: fall back to the first colon.
            colonSegment = s
            colonIndex = i
            diag(line, "Unbalanced double quote in the parameters; the first ':' ends them.", .warning)
        }
        guard colonSegment >= 0 else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: buf[segments[0].start..<segments[0].end]).prefix(60),
                              as: UTF8.self)
            diag(line, "Line has no ':' and is not a property; ignored: \(VCardDiagnostic.quote(text)).", .warning)
            return
        }

        // 2. Parse the header.
        let header: Header
        if colonSegment == 0 {
            header = parseHeader(UnsafeBufferPointer(rebasing: buf[segments[0].start..<colonIndex]), line: line)
        } else {
            headerScratch.removeAll(keepingCapacity: true)
            for k in 0..<colonSegment {
                headerScratch.append(contentsOf: UnsafeBufferPointer(rebasing: buf[segments[k].start..<segments[k].end]))
            }
            headerScratch.append(contentsOf: UnsafeBufferPointer(rebasing: buf[segments[colonSegment].start..<colonIndex]))
            header = headerScratch.withUnsafeBufferPointer { parseHeader($0, line: line) }
        }

        // 3. Value segments, then continuation lines.
        let firstValueSegment = (start: colonIndex + 1, end: segments[colonSegment].end)
        if colonSegment == 0 {
            segments[0] = firstValueSegment
        } else {
            let tail = Array(segments[(colonSegment + 1)...])
            segments.removeAll(keepingCapacity: true)
            segments.append(firstValueSegment)
            segments.append(contentsOf: tail)
        }
        appendContinuations(header: header, line: line)

        // 4. Handle the property.
        if segments.count == 1 {
            let seg = segments[0]
            handle(header: header, value: UnsafeBufferPointer(rebasing: buf[seg.start..<seg.end]), line: line)
        } else {
            valueScratch.removeAll(keepingCapacity: true)
            for seg in segments where seg.end > seg.start {
                valueScratch.append(contentsOf: UnsafeBufferPointer(rebasing: buf[seg.start..<seg.end]))
            }
            // `handle` never re-enters readLogicalLine, so the scratch is stable.
            let scratch = valueScratch
            scratch.withUnsafeBufferPointer { handle(header: header, value: $0, line: line) }
        }
    }

    /// Extends `segments` with folded lines, quoted-printable soft-break
    /// continuations and unindented vCard 2.1 base64 lines.
    mutating func appendContinuations(header: Header, line: Int) {
        while true {
            if header.quotedPrintable {
                // Transport may add trailing white space; RFC 2045 says to drop it.
                var last = segments[segments.count - 1]
                while last.end > last.start && (buf[last.end - 1] == 0x20 || buf[last.end - 1] == 0x09) { last.end -= 1 }
                segments[segments.count - 1] = last
                if last.end > last.start && buf[last.end - 1] == 0x3D {
                    // Soft line break: drop the '=' and join the next line whole.
                    segments[segments.count - 1].end -= 1
                    guard pos < count else { return }
                    var (e, n) = physicalLine(at: pos)
                    if isBlank(pos, e) {
                        // Blank lines after a soft break: continue only if
                        // what follows is not a new property.
                        var p = n, l = lineNo + 1
                        var found = false
                        while p < count {
                            let (e2, n2) = physicalLine(at: p)
                            if !isBlank(p, e2) { found = true; e = e2; n = n2; break }
                            p = n2; l += 1
                        }
                        if !found || looksLikePropertyStart(p, e) || isEndVCard(p, e) { return }
                        pos = p
                        lineNo = l
                    } else if isEndVCard(pos, e) {
                        diag(lineNo - 1, "Quoted-printable soft line break right before END:VCARD.", .warning)
                        return
                    }
                    segments.append((pos, e))
                    pos = n
                    lineNo += 1
                    continue
                }
            }
            guard pos < count else { return }
            let (e, n) = physicalLine(at: pos)
            if pos < e && (buf[pos] == 0x20 || buf[pos] == 0x09) {
                segments.append((pos + 1, e))
                pos = n
                lineNo += 1
                continue
            }
            // Unindented base64 lines belong to vCard 2.1 only; in 3.0/4.0
            // such a line is the start of a folded property.
            if header.base64 && isBase64Line(pos, e) && stack.last.map({ $0.versionText == nil || $0.versionText?.hasPrefix("2") == true }) ?? true {
                segments.append((pos, e))
                pos = n
                lineNo += 1
                continue
            }
            return
        }
    }
}
