// Reading vCard 2.1, 3.0 and 4.0.
//
// Sources: vCard 2.1 (versit consortium, 1996) sections 2.1.3 (folding,
// escaping), 2.1.4 (parameters without names) and 2.1.5 (quoted-printable);
// RFC 2425 section 5.8.1 and RFC 2426 (vCard 3.0); RFC 6350 sections 3.2
// (line folding), 3.3 (ABNF), 3.4 (escaping) and 5 (parameters); RFC 6868
// (caret encoding of parameter values); RFC 2045 section 6.7
// (quoted-printable).
//
// The reader works on bytes. Physical lines end with CRLF, LF, CR or the
// CR CR LF that iOS 6 wrote. A logical line is assembled from physical lines
// *before* any text is decoded, so a fold or a quoted-printable soft break
// that splits a multi-byte character is joined again byte for byte. Only the
// name, parameters and value of a finished logical line become Strings.
//
// Character sets, the fallback ladder (for a value that declares no
// CHARSET and is not UTF-8):
//   1. a file starting with a UTF-16 byte order mark (or with the zero-byte
//      pattern of UTF-16 ASCII) is transcoded to UTF-8 first, and CHARSET
//      parameters inside it are ignored;
//   2. a value with CHARSET= is decoded with that charset; if it does not
//      decode, the steps below are tried;
//   3. valid UTF-8 is UTF-8; damaged UTF-8 (more good multi-byte sequences
//      than bad bytes) is decoded as UTF-8 with U+FFFD replacements;
//   4. otherwise the first non-Unicode CHARSET declared by another property
//      of the same card, then of any card read so far in the file (an
//      exporter that labels one property usually wrote them all in it);
//   5. then `Options.fallbackEncodings` in order (default Windows-1252);
//   6. then ISO-8859-1, which decodes any byte sequence.
// Every use of steps 3 (damaged), 4, 5 and 6 is reported as a diagnostic.

import Foundation

/// Reads vCard files. A parser holds only its options, so one value can be
/// used from many threads; every call works on its own state.
public struct VCardParser: Sendable {
    /// Reader settings.
    public struct Options: Sendable {
        /// Encodings tried, in order, for values that declare no charset and
        /// are not UTF-8, after any charset declared elsewhere in the card
        /// or file. ISO-8859-1 is always tried last.
        public var fallbackEncodings: [String.Encoding]
        /// Give a card without a UID property one (`UID:<uuid>`), noted as
        /// an info diagnostic.
        public var assignsMissingUID: Bool
        /// Add an FN derived from N (or ORG, NICKNAME, EMAIL, TEL) when a
        /// card has none, and an N derived from FN when a card has no N;
        /// each noted as an info diagnostic.
        public var derivesMissingNames: Bool
        /// Makes the UID value for a card that has none. nil (the default):
        /// a random version 4 UUID in lower-case RFC 4122 text form, from a
        /// generator seeded once per parse with system randomness (Foundation's
        /// UUID() reads /dev/urandom on every call on Linux, which would
        /// dominate reading a large file of cards without UIDs).
        public var makeUID: (@Sendable () -> String)?

        /// Options; every argument has the default described on its property.
        public init(fallbackEncodings: [String.Encoding] = [.windowsCP1252],
                    assignsMissingUID: Bool = true,
                    derivesMissingNames: Bool = true,
                    makeUID: (@Sendable () -> String)? = nil) {
            self.fallbackEncodings = fallbackEncodings
            self.assignsMissingUID = assignsMissingUID
            self.derivesMissingNames = derivesMissingNames
            self.makeUID = makeUID
        }
    }

    public var options: Options

    /// A parser with the given options (defaults: Windows-1252 fallback,
    /// UIDs assigned, missing FN/N derived).
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Reads every card in `data` with default options.
    /// - Throws: ``VCardError`` only when the input holds no card at all.
    public static func parse(data: Data) throws(VCardError) -> VCardParseResult {
        try VCardParser().parse(data)
    }

    /// Reads every card in `data`.
    /// - Returns: the cards in file order and the diagnostics in line order.
    /// - Throws: ``VCardError/empty`` or ``VCardError/noCard(firstLine:diagnostics:)``
    ///   when the input holds no card at all; nothing else throws.
    public func parse(_ data: Data) throws(VCardError) -> VCardParseResult {
        try parse(bytes: [UInt8](data))
    }

    /// Reads every card in a string (its UTF-8 bytes).
    public func parse(_ string: String) throws(VCardError) -> VCardParseResult {
        try parse(bytes: Array(string.utf8))
    }

    /// Reads every card in raw file bytes.
    public func parse(bytes: [UInt8]) throws(VCardError) -> VCardParseResult {
        let result: Result<VCardParseResult, VCardError> = bytes.withUnsafeBufferPointer { raw in
            switch VCardCharset.detectFileEncoding(raw) {
            case .bytes:
                var start = 0
                if raw.count >= 3, raw[0] == 0xEF, raw[1] == 0xBB, raw[2] == 0xBF { start = 3 }  // UTF-8 BOM
                var session = ParseSession(UnsafeBufferPointer(rebasing: raw[start...]), options: options,
                                           transcoded: false)
                return session.run()
            case .utf16LittleEndian(let bom), .utf16BigEndian(let bom):
                let little: Bool
                if case .utf16LittleEndian = VCardCharset.detectFileEncoding(raw) { little = true } else { little = false }
                let body = UnsafeBufferPointer(rebasing: raw[(bom ? 2 : 0)...])
                let utf8 = Self.transcodeUTF16(body, littleEndian: little)
                return utf8.withUnsafeBufferPointer { u in
                    var session = ParseSession(u, options: options, transcoded: true)
                    session.diagnostics.append(VCardDiagnostic(
                        line: 1, message: "File is UTF-16 \(little ? "little" : "big")-endian"
                            + (bom ? " with a byte order mark" : " without a byte order mark")
                            + "; read as Unicode and CHARSET parameters ignored.",
                        severity: .info))
                    return session.run()
                }
            }
        }
        return try result.get()
    }

    /// UTF-16 to UTF-8; unpaired surrogates become U+FFFD, an odd last byte is dropped.
    static func transcodeUTF16(_ bytes: UnsafeBufferPointer<UInt8>, littleEndian: Bool) -> [UInt8] {
        var units = [UInt16]()
        units.reserveCapacity(bytes.count / 2)
        var i = 0
        while i + 1 < bytes.count {
            let a = UInt16(bytes[i]), b = UInt16(bytes[i + 1])
            units.append(littleEndian ? (b << 8 | a) : (a << 8 | b))
            i += 2
        }
        var out = [UInt8]()
        out.reserveCapacity(units.count)
        _ = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: false) {
            out.append($0)
        }
        return out
    }
}
