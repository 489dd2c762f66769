import CCurl
import Testing

/// A release `contacts` links Foundation's URLSession statically, and its libcurl calls go
/// through `CCurl`, which opens libcurl.so.4 on first use. Every function the forwarding
/// list names must be in the library, or the first sync of a release build aborts.
@Suite struct LibcurlForwardingTests {
    @Test func libcurlOpensWithEveryFunctionURLSessionCalls() {
        #expect(ccurl_is_loaded() == 1)
    }
}
