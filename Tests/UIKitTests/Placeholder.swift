import Testing

@Test func UIKitTestsPackageBuilds() { #expect(Bool(true)) }
