import Testing
@testable import NameCollation

/// The bounded memo the collation caches use: it keeps what was used within
/// the last `limit` insertions, holds at most twice that, and never empties
/// itself wholesale.
@Suite struct GenerationalCacheTests {
    @Test func anEntryUsedAgainSurvivesTheBoundWhileUnusedOnesAgeOut() {
        var cache = GenerationalCache<Int, String>(limit: 3)
        for key in 1...3 { cache.insert("v\(key)", for: key) }
        #expect(cache.count == 3)
        // The fourth insertion ages 1…3 into the old generation: all still found.
        cache.insert("v4", for: 4)
        #expect(cache.count == 4)
        // 1 is used again: it moves to the young generation (4, 1).
        #expect(cache.value(for: 1) == "v1")
        cache.insert("v5", for: 5)            // young: 4, 1, 5 (full)
        cache.insert("v6", for: 6)            // ages: old = 4, 1, 5; young = 6; 2 and 3 are gone
        #expect(cache.value(for: 2) == nil)
        #expect(cache.value(for: 3) == nil)
        #expect(cache.value(for: 1) == "v1")
        #expect(cache.value(for: 6) == "v6")
        #expect(cache.count <= 6)
    }

    @Test func memoryStaysWithinTwoGenerations() {
        var cache = GenerationalCache<Int, Int>(limit: 100)
        for key in 0..<10_000 { cache.insert(key, for: key) }
        #expect(cache.count <= 200)
        #expect(cache.value(for: 9_999) == 9_999)
        #expect(cache.value(for: 0) == nil)
    }

    @Test func replacingAValueInAFullGenerationDoesNotAgeIt() {
        var cache = GenerationalCache<String, Int>(limit: 2)
        cache.insert(1, for: "a")
        cache.insert(2, for: "b")
        cache.insert(3, for: "a")
        #expect(cache.value(for: "a") == 3)
        #expect(cache.value(for: "b") == 2)
        #expect(cache.count == 2)
    }
}
