import Foundation

/// Turns elements into `IBObject`s, collecting warnings for what it does not know.
struct IBObjectDecoder {
    var diagnostics: [IBDiagnostic] = []

    /// Elements whose children are a list of objects (kept in `IBObject.lists` by name).
    static let listElements: Set<String> = [
        "sections", "cells", "prototypes", "items", "toolbarItems", "layoutGuides",
        "leftBarButtonItems", "rightBarButtonItems", "gestureRecognizers", "objects",
        "barButtonItems", "tabs", "tabBarItems",
    ]
    /// Value elements stored by key in `IBObject.values`.
    static let valueElements: Set<String> = [
        "point", "size", "inset", "edgeInsets", "directionalEdgeInsets", "integer", "real", "bool",
        "offsetWrapper", "imageReference", "image", "attributedString", "date", "locale", "dataDetectorType",
        "textAttributes", "wrapper", "offset", "range", "rect", "blurEffect", "vibrancyEffect",
    ]
    /// Elements that are fine to ignore (editor-only or not relevant to loading).
    static let ignoredElements: Set<String> = [
        "variation", "mask", "designables", "designable", "inferredMetricsTieBreakers",
        "segue_placeholder", "preferredConfiguration", "keyCommands",
    ]

    mutating func object(_ e: IBElement, path parentPath: String) -> IBObject {
        let path = parentPath + "/" + e.name + (e["id"].map { "[\($0)]" } ?? "")
        let o = IBObject(element: e, path: path)
        for c in e.children { decodeChild(c, into: o, path: path) }
        return o
    }

    private mutating func decodeChild(_ c: IBElement, into o: IBObject, path: String) {
        switch c.name {
        case "rect" where c["key"] == "frame" || c["key"] == nil:
            o.frame = Self.rect(c)
        case "autoresizingMask":
            var m = IBAutoresizingMask()
            m.flexibleMinX = c["flexibleMinX"] == "YES"; m.widthSizable = c["widthSizable"] == "YES"
            m.flexibleMaxX = c["flexibleMaxX"] == "YES"; m.flexibleMinY = c["flexibleMinY"] == "YES"
            m.heightSizable = c["heightSizable"] == "YES"; m.flexibleMaxY = c["flexibleMaxY"] == "YES"
            o.autoresizingMask = m
        case "subviews":
            o.subviews += c.children.map { object($0, path: path + "/subviews") }
        case "constraints":
            for k in c.children {
                if k.name == "constraint" { o.constraints.append(Self.constraint(k)) } else { unknown(k, path: path + "/constraints") }
            }
        case "connections":
            for k in c.children { connection(k, into: o, path: path + "/connections") }
        case "color":
            if let key = c["key"] { o.colors[key] = color(c, path: path) }
        case "fontDescription", "font":
            if let key = c["key"] { o.fonts[key] = Self.font(c) }
        case "state":
            o.states.append(buttonState(c, path: path))
        case "userDefinedRuntimeAttributes":
            for k in c.children where k.name == "userDefinedRuntimeAttribute" {
                o.runtimeAttributes.append(runtimeAttribute(k, path: path))
            }
        case "accessibility":
            // `isElement` is an attribute in old files, `<bool key="isElement" value="NO"/>` in new ones.
            let isElement = c["isElement"] ?? c.children.first { $0.name == "bool" && $0["key"] == "isElement" }?["value"]
            var a = IBAccessibility(isElement: isElement.map { $0 == "YES" }, label: c["label"], hint: c["hint"],
                                    identifier: c["identifier"], traits: [])
            if let t = c.child("accessibilityTraits") {
                a.traits = t.attributes.filter { $0.value == "YES" }.map(\.key).sorted()
            }
            o.accessibility = a
        case "nil":
            if let key = c["key"] { o.nilKeys.insert(key) }
        case "string":
            if let key = c["key"] { o.strings[key] = c.text }
        case "scopeButtonTitles":
            o.stringLists[c.name] = c.children.filter { $0.name == "string" }.map(\.text)
        case "segments":
            o.segments = c.children.filter { $0.name == "segment" }.map(\.attributes)
        case let n where n.hasPrefix("simulated") || n == "freeformSimulatedSizeMetrics":
            o.simulatedMetrics[c["key"] ?? n] = c.attributes.merging(["element": n]) { a, _ in a }
        case let n where Self.listElements.contains(n):
            o.lists[n, default: []] += c.children.map { object($0, path: path + "/" + n) }
        case let n where Self.valueElements.contains(n):
            o.values[c["key"] ?? n] = c
        case let n where Self.ignoredElements.contains(n):
            break
        default:
            if let key = c["key"] {
                o.keyed[key] = object(c, path: path)
            } else if c["id"] != nil {
                o.lists["children", default: []].append(object(c, path: path))
            } else {
                o.unknownChildren.append(c)
                unknown(c, path: path)
            }
        }
    }

    mutating func unknown(_ e: IBElement, path: String) {
        diagnostics.append(IBDiagnostic(line: e.line, path: path + "/" + e.name,
                                        message: "unknown element <\(e.name)> ignored"))
    }

    static func rect(_ e: IBElement) -> IBRect {
        IBRect(x: Double(e["x"] ?? "") ?? 0, y: Double(e["y"] ?? "") ?? 0,
               width: Double(e["width"] ?? "") ?? 0, height: Double(e["height"] ?? "") ?? 0)
    }

    /// IB writes multipliers as decimals or as ratios (`4:3`).
    static func multiplier(_ s: String?) -> Double {
        guard let s else { return 1 }
        if let d = Double(s) { return d }
        let parts = s.split(separator: ":").compactMap { Double($0) }
        if parts.count == 2, parts[1] != 0 { return parts[0] / parts[1] }
        return 1
    }

    static func constraint(_ e: IBElement) -> IBConstraint {
        IBConstraint(id: e["id"], firstItem: e["firstItem"], firstAttribute: e["firstAttribute"] ?? "notAnAttribute",
                     relation: e["relation"] ?? "equal", secondItem: e["secondItem"], secondAttribute: e["secondAttribute"],
                     multiplier: multiplier(e["multiplier"]), constant: Double(e["constant"] ?? "") ?? 0,
                     priority: Double(e["priority"] ?? "") ?? 1000, identifier: e["identifier"],
                     placeholder: e["placeholder"] == "YES", line: e.line)
    }

    static func font(_ e: IBElement) -> IBFont {
        IBFont(type: e["type"], pointSize: e["pointSize"].flatMap(Double.init), style: e["style"],
               name: e["name"], family: e["family"], weight: e["weight"])
    }

    mutating func color(_ e: IBElement, path: String) -> IBColor {
        if let c = Self.parsedColor(e) { return c }
        diagnostics.append(IBDiagnostic(line: e.line, path: path + "/color", message: "colour in an unknown form (\(e.attributes.keys.sorted().joined(separator: ", "))); using clear"))
        return .white(0, alpha: 0, colorSpace: "calibratedWhite")
    }

    /// The colour `e` writes, nil when it is in no form Interface Builder writes.
    static func parsedColor(_ e: IBElement) -> IBColor? {
        if let n = e["systemColor"] { return .system(n) }
        if let n = e["cocoaTouchSystemColor"] { return .system(n) }
        if let n = e["name"] { return .named(n) }
        let space = e["customColorSpace"] ?? e["colorSpace"] ?? "sRGB"
        let alpha = Double(e["alpha"] ?? "") ?? 1
        if let w = e["white"].flatMap(Double.init) { return .white(w, alpha: alpha, colorSpace: space) }
        if let r = e["red"].flatMap(Double.init) {
            return .rgb(red: r, green: Double(e["green"] ?? "") ?? 0, blue: Double(e["blue"] ?? "") ?? 0, alpha: alpha, colorSpace: space)
        }
        return nil
    }

    mutating func buttonState(_ e: IBElement, path: String) -> IBButtonState {
        var s = IBButtonState(key: e["key"] ?? "normal", title: e["title"] ?? e.child("string", key: "title")?.text,
                              image: e["image"], imageCatalog: e["catalog"], backgroundImage: e["backgroundImage"], line: e.line)
        for c in e.children where c.name == "color" {
            if c["key"] == "titleColor" { s.titleColor = color(c, path: path) }
            if c["key"] == "titleShadowColor" { s.titleShadowColor = color(c, path: path) }
        }
        return s
    }

    mutating func runtimeAttribute(_ e: IBElement, path: String) -> IBRuntimeAttribute {
        let type = e["type"] ?? "string"
        let value: IBRuntimeAttribute.Value
        switch type {
        case "boolean": value = .boolean(e["value"] == "YES")
        case "number": value = .number(Double(e.child("real")?["value"] ?? e.child("integer")?["value"] ?? e["value"] ?? "") ?? 0)
        case "string": value = .string(e["value"] ?? e.child("string")?.text ?? "")
        case "localizedString": value = .localizedString(e["value"] ?? e.child("string")?.text ?? "")
        case "color": value = e.child("color").map { .color(color($0, path: path)) } ?? .nilValue
        case "rect": value = e.child("rect").map { .rect(Self.rect($0)) } ?? .nilValue
        case "point": value = e.child("point").map { .point(Double($0["x"] ?? "") ?? 0, Double($0["y"] ?? "") ?? 0) } ?? .nilValue
        case "size": value = e.child("size").map { .size(Double($0["width"] ?? "") ?? 0, Double($0["height"] ?? "") ?? 0) } ?? .nilValue
        case "range": value = e.child("range").map { .range(Int($0["location"] ?? "") ?? 0, Int($0["length"] ?? "") ?? 0) } ?? .nilValue
        case "image": value = .image(e["value"] ?? "")
        case "nil": value = .nilValue
        default:
            diagnostics.append(IBDiagnostic(line: e.line, path: path + "/userDefinedRuntimeAttributes",
                                            message: "user-defined runtime attribute '\(e["keyPath"] ?? "")' has unsupported type '\(type)'; ignored"))
            value = .nilValue
        }
        return IBRuntimeAttribute(keyPath: e["keyPath"] ?? "", type: type, value: value, line: e.line)
    }

    mutating func connection(_ e: IBElement, into o: IBObject, path: String) {
        switch e.name {
        case "outlet":
            o.connections.append(.outlet(property: e["property"] ?? "", destination: e["destination"] ?? "", line: e.line))
        case "outletCollection":
            o.connections.append(.outletCollection(property: e["property"] ?? "", destination: e["destination"] ?? "", line: e.line))
        case "action":
            o.connections.append(.action(selector: e["selector"] ?? "", destination: e["destination"] ?? "", eventType: e["eventType"], line: e.line))
        case "segue":
            o.connections.append(.segue(IBSegue(
                id: e["id"], destination: e["destination"], kind: e["kind"] ?? "show",
                identifier: e["identifier"].flatMap { $0.isEmpty ? nil : $0 }, relationship: e["relationship"],
                unwindAction: e["unwindAction"], trigger: e["trigger"], customClass: e["customClass"],
                customModule: e["customModule"], modalPresentationStyle: e["modalPresentationStyle"],
                modalTransitionStyle: e["modalTransitionStyle"], animates: e["animates"] != "NO",
                popoverAnchorView: e["popoverAnchorView"], attributes: e.attributes, line: e.line)))
        default:
            unknown(e, path: path)
        }
    }
}
