import Foundation
import Testing
@testable import VCard

/// `VCardStreamReader` reads input that arrives in pieces. Whatever the
/// pieces, it must give what `VCardParser` gives for the whole input:
/// the same cards, the same diagnostics on the same lines, in the same
/// order — also where a cut would change the reading (a fold, a
/// quoted-printable soft break, a vCard 2.1 base64 run, a nested card, a
/// UTF-16 surrogate pair split between two reads).
@Suite struct VCardStreamReaderTests {
    /// Cards that share a UID-maker, so assigned UIDs are the same in both reads.
    static let options = VCardParser.Options(makeUID: { "assigned" })

    static func streamed(_ bytes: [UInt8], pieceSize: Int, readSize: Int) throws -> (cards: [VCardStreamReader.Card], diagnostics: [VCardDiagnostic]) {
        var reader = VCardStreamReader(parser: VCardParser(options: options), pieceSize: pieceSize)
        var cards: [VCardStreamReader.Card] = []
        var offset = 0
        while offset < bytes.count {
            let end = min(bytes.count, offset + readSize)
            cards += bytes[offset..<end].withUnsafeBytes { reader.read($0) }
            offset = end
        }
        cards += try reader.finish()
        return (cards, reader.diagnostics)
    }

    static func expectSameAsWhole(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let whole = try VCardParser(options: options).parse(bytes: bytes)
        for (pieceSize, readSize) in [(1, 1), (1, 7), (64, 13), (1 << 20, 4096)] {
            let (cards, diagnostics) = try streamed(bytes, pieceSize: pieceSize, readSize: readSize)
            #expect(cards.map(\.card) == whole.cards, "piece \(pieceSize), read \(readSize)", sourceLocation: sourceLocation)
            #expect(cards.map(\.line) == whole.cardLines, sourceLocation: sourceLocation)
            #expect(cards.map(\.assignedUID) == whole.assignedUIDs, sourceLocation: sourceLocation)
            #expect(diagnostics == whole.diagnostics, "piece \(pieceSize), read \(readSize)", sourceLocation: sourceLocation)
        }
    }

    @Test func cardsThatACutCouldSplitReadAsInTheWholeFile() throws {
        let text = [
            "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Ünal;Zoë\r\nNOTE;ENCODING=QUOTED-PRINTABLE:soft=\r\nEND:VCARD\r\n",
            // A fold right after END:VCARD belongs to it.
            "BEGIN:VCARD\nVERSION:3.0\nFN:Folded\nEND:VCARD\n continued\nBEGIN:VCARD\nFN:Next\nEND:VCARD\n",
            // vCard 2.1 base64 continued on unindented lines, ended by a blank line.
            "BEGIN:VCARD\r\nVERSION:2.1\r\nFN:Photo\r\nPHOTO;ENCODING=BASE64;TYPE=JPEG:/9j/4AAQ\r\nSkZJRgAB\r\n\r\nEND:VCARD\r\n",
            // A nested AGENT card, CR-only line ends, junk between cards.
            "BEGIN:VCARD\rVERSION:2.1\rFN:Boss\rAGENT:\rBEGIN:VCARD\rFN:Assistant\rEND:VCARD\rEND:VCARD\r",
            "not a property\r\nBEGIN:VCARD\r\nFN;CHARSET=ISO-8859-1:Ren\u{E9}\r\nEND:VCARD\r\n",
            "END:VCARD\r\nBEGIN:VCARD\r\nFN:Open at the end\r\n",
        ].joined()
        var bytes = Array(text.utf8)
        // A Latin-1 byte (not UTF-8) in the charset card: decoded by the declared charset.
        if let at = bytes.firstIndex(of: 0xC3), bytes[at + 1] == 0xA9 { bytes.replaceSubrange(at...(at + 1), with: [0xE9]) }
        try Self.expectSameAsWhole(bytes)
    }

    @Test func utf16InputIsTranscodedAsItArrivesWithSurrogatePairsSplitBetweenReads() throws {
        let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:𠀋 Emoji 😀\r\nEND:VCARD\r\nBEGIN:VCARD\r\nFN:张三\r\nEND:VCARD\r\n"
        var little: [UInt8] = [0xFF, 0xFE]
        var big: [UInt8] = []
        for unit in text.utf16 {
            little += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            big += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        try Self.expectSameAsWhole(little)
        try Self.expectSameAsWhole(big)
        let (cards, _) = try Self.streamed(little, pieceSize: 1, readSize: 3)
        #expect(cards.map(\.card.formattedName) == ["𠀋 Emoji 😀", "张三"])
        #expect(cards.allSatisfy { $0.originalText == nil })
    }

    @Test func eachTopLevelCardKeepsItsTextAsWritten() throws {
        let first = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann\r\nN:Ann;;;;\r\nUID:1\r\nEND:VCARD\r\n"
        let second = "BEGIN:VCARD\nVERSION:3.0\nFN:Bob\nEND:VCARD\n"
        let (cards, _) = try Self.streamed(Array((first + "\r\n" + second).utf8), pieceSize: 8, readSize: 5)
        #expect(cards.map(\.originalText) == [first, second])
        #expect(cards.map(\.line) == [1, 8])
    }

    @Test func inputWithoutCardsFailsAsTheWholeFileReaderDoes() {
        var empty = VCardStreamReader()
        #expect(throws: VCardError.empty) { try empty.finish() }
        let text = "\r\n  \r\nhello\r\nEND:VCARD\r\nworld\r\n"
        var wholeError: VCardError?
        do { _ = try VCardParser().parse(text) } catch { wholeError = error }
        var junk = VCardStreamReader(pieceSize: 1)
        _ = Array(text.utf8).withUnsafeBytes { junk.read($0) }
        var streamError: VCardError?
        do { _ = try junk.finish() } catch { streamError = error }
        #expect(wholeError != nil)
        #expect(streamError == wholeError)
    }
}
