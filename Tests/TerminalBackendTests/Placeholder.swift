import Testing

@Test func TerminalBackendTestsPackageBuilds() { #expect(Bool(true)) }
