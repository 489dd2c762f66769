import CCurl
import Testing

/// `contacts sync` speaks HTTP through `CCurl`, which opens libcurl.so.4 on first use.
/// Every function its forwarding list names must be in the library, or the first sync
/// fails (each request would report libcurl as not loaded).
@Suite struct LibcurlForwardingTests {
    @Test func libcurlOpensWithEveryFunctionTheSyncCalls() {
        #expect(ccurl_is_loaded() == 1, "\(String(cString: ccurl_load_error()))")
    }
}
