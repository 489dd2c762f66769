import Testing

@Test func ContactsTestsPackageBuilds() { #expect(Bool(true)) }
