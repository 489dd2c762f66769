#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Prepares the C library's locale so `wcwidth(3)` and ncursesw see UTF-8.
public enum TerminalLocale {
    private static let characterTypeReady: Bool = {
        setlocale(LC_CTYPE, "")
        if !isUTF8 { setlocale(LC_CTYPE, "C.UTF-8") }
        return isUTF8
    }()

    private static let programReady: Bool = {
        setlocale(LC_ALL, "")
        if !isUTF8 { setlocale(LC_CTYPE, "C.UTF-8") }
        return isUTF8
    }()

    private static var isUTF8: Bool {
        guard let cs = nl_langinfo(nl_item(CODESET)) else { return false }
        return String(cString: cs) == "UTF-8"
    }

    /// What a terminal program does first: the environment's locale for everything
    /// (`setlocale(LC_ALL, "")`), and `C.UTF-8` for `LC_CTYPE` when the environment's
    /// is not UTF-8 (ncursesw needs a UTF-8 character type for wide characters).
    /// Once per process; returns whether the character type is UTF-8.
    @discardableResult
    public static func prepare() -> Bool { programReady }

    /// Only the character type (`LC_CTYPE`), as `wcwidth(3)` needs: what the pure glyph
    /// mapping uses, so calling it (e.g. in tests) leaves the other categories alone.
    @discardableResult
    public static func prepareCharacterType() -> Bool { characterTypeReady }
}
