import Foundation
internal import InterfaceBuilderXML

extension IBLoader {
    /// The effect of `<visualEffectView>`: `<blurEffect style="…"/>`, or
    /// `<vibrancyEffect style="…">` around the `<blurEffect>` it is made for (no `style`:
    /// `.label`, as Xcode before 11 wrote it). An unknown style is a warning and leaves
    /// the view without that effect.
    func applyVisualEffect(_ o: IBObject, to view: UIVisualEffectView) {
        func blur(_ e: IBElement?) -> UIBlurEffect? {
            guard let e else { return nil }
            guard let name = e["style"], let style = Self.blurStyles[name] else {
                warn(o, "unknown blur effect style \"\(IBNumericAttributes.printable(e["style"] ?? ""))\"; the view has no effect")
                return nil
            }
            return UIBlurEffect(style: style)
        }
        if let v = o.values["vibrancyEffect"] {
            guard let b = blur(v.child("blurEffect")) else {
                if v.child("blurEffect") == nil { warn(o, "vibrancy effect without a blur effect; the view has no effect") }
                return
            }
            var style = UIVibrancyEffectStyle.label
            if let name = v["style"] {
                guard let s = Self.vibrancyStyles[name] else {
                    warn(o, "unknown vibrancy effect style \"\(IBNumericAttributes.printable(name))\"; the view has no effect")
                    return
                }
                style = s
            }
            view.effect = UIVibrancyEffect(blurEffect: b, style: style)
        } else if let b = o.values["blurEffect"] {
            view.effect = blur(b)
        }
    }

    /// `UIBlurEffect.Style` by the name Xcode writes (the case's name).
    static let blurStyles: [String: UIBlurEffect.Style] = Dictionary(
        uniqueKeysWithValues: UIBlurEffect.Style.allCases.map { ("\($0)", $0) })

    /// `UIVibrancyEffectStyle` by the name Xcode writes (the case's name).
    static let vibrancyStyles: [String: UIVibrancyEffectStyle] = Dictionary(
        uniqueKeysWithValues: UIVibrancyEffectStyle.allCases.map { ("\($0)", $0) })
}
