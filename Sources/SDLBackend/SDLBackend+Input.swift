import CSDL2
import Foundation
import UIKit
import UIKitEngine

// SDL events → BackendEvents: the mouse as touch (press, drag, release, wheel), keys and
// text input (an input method's composition as SDL_TEXTEDITING, shown as marked text; the
// chosen text as SDL_TEXTINPUT), window resize, quit.

extension SDLBackend {
    /// UIKit wheel units per wheel notch (UIScrollView scrolls three lines a unit).
    static let wheelUnitsPerNotch = 1.0

    func translate(_ e: SDL_Event) -> [BackendEvent] {
        let scale = renderer.scale
        func point(_ x: Int32, _ y: Int32) -> (Int, Int) {
            (Int((Double(x) / scale).rounded(.down)), Int((Double(y) / scale).rounded(.down)))
        }
        switch SDL_EventType(e.type) {
        case SDL_QUIT:
            return [.interrupt]
        case SDL_MOUSEBUTTONDOWN where e.button.button == UInt8(SDL_BUTTON_LEFT):
            mouseDown = true
            let (x, y) = point(e.button.x, e.button.y)
            return [.pointer(PointerEvent(kind: .down, x: x, y: y))]
        case SDL_MOUSEBUTTONDOWN where e.button.button == UInt8(SDL_BUTTON_RIGHT):
            // The secondary button asks for a context menu (iPadOS's secondary click).
            let (x, y) = point(e.button.x, e.button.y)
            return [.pointer(PointerEvent(kind: .secondaryClick, x: x, y: y))]
        case SDL_MOUSEBUTTONUP where e.button.button == UInt8(SDL_BUTTON_LEFT):
            guard mouseDown else { return [] }
            mouseDown = false
            let (x, y) = point(e.button.x, e.button.y)
            return [.pointer(PointerEvent(kind: .up, x: x, y: y))]
        case SDL_MOUSEMOTION where mouseDown:
            let (x, y) = point(e.motion.x, e.motion.y)
            return [.pointer(PointerEvent(kind: .move, x: x, y: y))]
        case SDL_MOUSEWHEEL:
            var mx: Int32 = 0, my: Int32 = 0
            SDL_GetMouseState(&mx, &my)
            let (x, y) = point(mx, my)
            // SDL: positive y scrolls up (away from the user); ours: positive shows what is
            // below. A notch (precise 1.0; a trackpad sends fractions, carried over until
            // they make a whole one) is one of UIKit's wheel units: `UIScrollView` scrolls
            // three body lines a notch (about 61 points on a phone) and glides there itself.
            // (A "flipped", natural direction is already applied by SDL and kept.)
            wheelRemainder.x += Double(e.wheel.preciseX) * Self.wheelUnitsPerNotch
            wheelRemainder.y -= Double(e.wheel.preciseY) * Self.wheelUnitsPerNotch
            let dx = Int(wheelRemainder.x.rounded(.towardZero)), dy = Int(wheelRemainder.y.rounded(.towardZero))
            wheelRemainder.x -= Double(dx); wheelRemainder.y -= Double(dy)
            guard dx != 0 || dy != 0 else { return [] }
            return [.pointer(PointerEvent(kind: .scroll(deltaX: dx, deltaY: dy), x: x, y: y))]
        case SDL_TEXTEDITING:
            // An input method composing (IBus, Fcitx): the whole uncommitted text each time.
            let text = withUnsafeBytes(of: e.edit.text) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
            return [.textComposition(text)]
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: e.text.text) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
            return text.map { .key(.text(String($0))) }
        case SDL_KEYDOWN:
            guard let key = key(for: e.key.keysym) else { return [] }
            // Ctrl-C asks the app to quit, as on a terminal.
            if key.modifierFlags.contains(.control), key.characters == "c" { return [.interrupt] }
            return [.key(key)]
        case SDL_WINDOWEVENT:
            let kind = SDL_WindowEventID(UInt32(e.window.event))
            if kind == SDL_WINDOWEVENT_SIZE_CHANGED {
                let w = Int((Double(e.window.data1) / scale).rounded(.down)), h = Int((Double(e.window.data2) / scale).rounded(.down))
                setScreenSize(CGSize(width: w, height: h))
                return [.resize(width: w, height: h)]
            }
            if kind == SDL_WINDOWEVENT_EXPOSED, let tree = lastTree { drawWindow(tree) }
            return []
        default:
            return []
        }
    }

    /// The named key (or a Ctrl/Cmd shortcut) for an SDL key press; printable keys without
    /// those modifiers come as text input instead.
    func key(for sym: SDL_Keysym) -> UIKey? {
        var flags: UIKeyModifierFlags = []
        let mod = UInt32(sym.mod)
        if mod & UInt32(KMOD_SHIFT.rawValue) != 0 { flags.insert(.shift) }
        if mod & UInt32(KMOD_CTRL.rawValue) != 0 { flags.insert(.control) }
        if mod & UInt32(KMOD_ALT.rawValue) != 0 { flags.insert(.alternate) }
        if mod & UInt32(KMOD_GUI.rawValue) != 0 { flags.insert(.command) }
        let code = Int(sym.sym)
        let named: UIKey?
        switch code {
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): named = .enter
        case Int(SDLK_ESCAPE.rawValue): named = .escape
        case Int(SDLK_TAB.rawValue): named = flags.contains(.shift) ? .backTab : .tab
        case Int(SDLK_BACKSPACE.rawValue): named = .backspace
        case Int(SDLK_DELETE.rawValue): named = .deleteForward
        case Int(SDLK_UP.rawValue): named = .up
        case Int(SDLK_DOWN.rawValue): named = .down
        case Int(SDLK_LEFT.rawValue): named = .left
        case Int(SDLK_RIGHT.rawValue): named = .right
        case Int(SDLK_HOME.rawValue): named = .home
        case Int(SDLK_END.rawValue): named = .end
        case Int(SDLK_PAGEUP.rawValue): named = .pageUp
        case Int(SDLK_PAGEDOWN.rawValue): named = .pageDown
        default: named = nil
        }
        if var named {
            if named.keyCode != .keyboardTab { named.modifierFlags.formUnion(flags) }
            return named
        }
        // Ctrl-C quits as on the terminal; other Ctrl/Cmd letters are shortcuts.
        if (flags.contains(.control) || flags.contains(.command)), code >= 0x61, code <= 0x7A,
           let scalar = Unicode.Scalar(code) {
            return UIKey(characters: String(Character(scalar)), modifierFlags: flags)
        }
        return nil
    }
}
