import Testing

@Test func VCardTestsPackageBuilds() { #expect(Bool(true)) }
