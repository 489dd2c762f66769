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
