import Testing

@Test func DemosTestsPackageBuilds() { #expect(Bool(true)) }
