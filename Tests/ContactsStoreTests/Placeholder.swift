import Testing

@Test func ContactsStoreTestsPackageBuilds() { #expect(Bool(true)) }
