import Foundation
import Testing
@testable import ContactsStore

/// The hand-written JSON of phone and e-mail lists must be real JSON:
/// checked against Foundation's JSONSerialization both ways.
@Suite struct ContactValueJSONTests {
    static let lists: [[ContactValue]] = [
        [],
        [ContactValue("+1 555 0100", label: "cell")],
        [ContactValue("a@example.com"), ContactValue("b@example.com", label: "work")],
        [ContactValue("quote \" backslash \\ slash / tab \t newline \n cr \r bell \u{7} nul \u{0}", label: "\u{1F}odd")],
        [ContactValue("张三 😀 é", label: "家")],
    ]

    @Test(arguments: lists)
    func encodedFormIsValidJSONWithTheSameContent(_ values: [ContactValue]) throws {
        let text = ContactValueJSON.encode(values)

        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: String]])
        #expect(parsed == values.map { value in
            var object = ["value": value.value]
            if let label = value.label { object["label"] = label }
            return object
        })
        #expect(ContactValueJSON.decode(text) == values)
    }

    @Test(arguments: lists)
    func foundationsJSONIsReadToo(_ values: [ContactValue]) throws {
        let objects: [[String: Any]] = values.map { value in
            ["value": value.value, "label": value.label.map { $0 as Any } ?? NSNull(), "extra": "ignored"]
        }
        let text = String(decoding: try JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted]), as: UTF8.self)

        #expect(ContactValueJSON.decode(text) == values)
    }

    @Test func escapesIncludingSurrogatePairsAreDecoded() {
        #expect(ContactValueJSON.decode(#" [ { "value" : "\u5f20\ud83d\ude00\/\b\f" , "label" : null } ] "#)
                == [ContactValue("张😀/\u{8}\u{C}")])
    }

    @Test(arguments: ["", "[", "[{}]", #"[{"label":"x"}]"#, #"[{"value":1}]"#, #"[{"value":"a"}"#, #"[{"value":"a"}] x"#,
                      #"[{"value":"\ud83d"}]"#, #"[{"value":"\q"}]"#, "[{\"value\":\"a\nb\"}]", #"[{"value":"a"},]"#,
                      #"{"value":"a"}"#])
    func malformedTextIsRejected(_ text: String) {
        #expect(ContactValueJSON.decode(text) == nil)
    }

    /// What `list` prints of each list: the first value, by the fast path for
    /// lists as ``ContactValueJSON/encode(_:)`` writes them (any length), by
    /// the full reader otherwise; the same answer either way.
    @Test(arguments: lists + [
        [ContactValue("+1 555 0100", label: "cell"), ContactValue("+1 555 0101", label: "work"), ContactValue("0102")],
        [ContactValue("first"), ContactValue("second \" quoted")],
    ])
    func firstValueIsTheFirstDecodedValue(_ values: [ContactValue]) throws {
        let text = ContactValueJSON.encode(values)
        // `.plain` points into the text's buffer: read it before the buffer goes.
        let bytes = Array(text.utf8)
        let first = bytes.withUnsafeBufferPointer { buffer in
            ContactValueJSON.firstValue(buffer).map { $0.withBytes { String(decoding: $0, as: UTF8.self) } }
        }
        #expect(first == (values.first?.value ?? ""))
    }

    @Test(arguments: ["", "[", "[{}]", #"[{"value":"a"}"#, #"[{"value":"a"}] x"#, #"[{"value":"a"},]"#,
                      #"[{"value":"a"},{"value":"b"}"#, #"[{"value":"a"},{"value":"b"},]"#, #"[{"value":"a"} {"value":"b"}]"#,
                      #"[{"value":"a"},{"label":"x"}]"#, #"[{"value":"a"},{"value":"\q"}]"#, "[{\"value\":\"a\"},{\"value\":\"b\nc\"}]"])
    func firstValueOfMalformedListIsNil(_ text: String) {
        #expect(Array(text.utf8).withUnsafeBufferPointer { ContactValueJSON.firstValue($0) } == nil)
    }

    /// FIPS 180-4's examples (NIST "SHA256.pdf": "abc" and the 448-bit message) and the empty message.
    @Test func sha256GivesTheStandardDigests() {
        func hex(_ text: String) -> String { Crypto.sha256(Data(text.utf8)).map { String(format: "%02x", $0) }.joined() }
        #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test(arguments: ["zhang san\n18698666055", "Zhang", "张三\nzhangsan\nzs", "ÉMILE émile", "straße ß", "ИВАН иван",
                      "김민준 gim", "ǅ ǆ", "Ⓐ", "ﬃ", "İstanbul", "ΣΑΣ", "", "a\u{0}b"])
    func searchTextIsLowercased(_ text: String) {
        #expect(ContactsDatabase.lowercasedSearchText(text) == text.lowercased())
    }

    @Test func randomUUIDsAreVersion4AndDistinct() throws {
        let uuids = try ContactsDatabase.randomUUIDs(count: 1000)

        #expect(Set(uuids).count == 1000)
        for uuid in uuids {
            #expect(UUID(uuidString: uuid) != nil)
            #expect(uuid == uuid.lowercased())
            let characters = Array(uuid)
            #expect(characters[14] == "4")
            #expect("89ab".contains(characters[19]))
        }
    }
}
