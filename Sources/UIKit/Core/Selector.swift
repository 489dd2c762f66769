import Foundation
import UIKitEngine

/// A typed stand-in for an Objective-C selector (there is no Objective-C runtime on Linux;
/// see docs/DECISIONS.md). Make one from an unapplied method reference:
///
///     button.addTarget(self, action: Selector(LoginViewController.loginTapped), for: .touchUpInside)
///
/// When the control fires and the target is not of the method's type, UIKit's
/// "unrecognized selector sent to instance" exception is raised (pitfall B38).
public struct Selector: @unchecked Sendable {
    /// The method's description for diagnostics, e.g. `LoginViewController.loginTapped`.
    public let name: String
    let invoke: @MainActor (AnyObject, Any?) -> Bool
    /// The same call without actor isolation, for Foundation's callers that run on the
    /// posting thread (`NotificationCenter`'s selector form).
    let perform: (AnyObject, Any?) -> Bool

    /// A method taking no argument.
    public init<T: AnyObject>(_ method: @escaping (T) -> () -> Void, name: String? = nil) {
        self.name = name ?? "\(T.self).<action>"
        let perform: (AnyObject, Any?) -> Bool = { target, _ in
            guard let t = target as? T else { return false }
            method(t)()
            return true
        }
        self.perform = perform
        invoke = { perform($0, $1) }
    }

    /// A method taking the sender (any type the sender can be cast to).
    public init<T: AnyObject, S>(_ method: @escaping (T) -> (S) -> Void, name: String? = nil) {
        self.name = name ?? "\(T.self).<action>:"
        let perform: (AnyObject, Any?) -> Bool = { target, sender in
            guard let t = target as? T, let s = sender as? S else { return false }
            method(t)(s)
            return true
        }
        self.perform = perform
        invoke = { perform($0, $1) }
    }

    /// Sends the action; raises UIKit's exception through `diagnostics` when the target does
    /// not implement it.
    @MainActor
    func send(to target: AnyObject, sender: Any?, diagnostics: UIDiagnostics?) {
        if !invoke(target, sender) {
            let ex = UIKitException(name: UIKitException.invalidArgument,
                                    reason: "-[\(String(describing: type(of: target))) \(name)]: unrecognized selector sent to instance \(addressString(target))")
            if let diagnostics { diagnostics.raise(ex) } else { preconditionFailure(ex.description) }
        }
    }
}
