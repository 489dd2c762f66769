import Foundation

/// A wrong command line: exit status 2, the message, then the usage line of
/// the command concerned.
struct UsageError: Error, Equatable {
    let message: String
    /// The command whose usage to print ("" for the top level).
    let command: String
}

/// The options and operands of one command line, parsed by the rules of
/// the POSIX utility conventions (XBD 12.2) with GNU long options:
/// `--name value`, `--name=value`, `-o value`, `-ovalue`, and `--` ending
/// the options (so a query may start with "-").
struct CommandArguments {
    /// Operands in order.
    var operands: [String] = []
    /// Options that take a value, by long name; the last one given wins.
    var values: [String: String] = [:]
    /// Every value given for each option, in order (`--phone A --phone B`).
    var allValues: [String: [String]] = [:]
    /// Options without a value, by long name.
    var flags: Set<String> = []

    /// What a command accepts.
    struct Specification {
        /// Long names (without "--") of options that take a value.
        var valueOptions: Set<String> = []
        /// Long names of options without a value.
        var flagOptions: Set<String> = []
        /// Short letter → long name.
        var shortNames: [Character: String] = [:]
    }

    /// Parses `arguments` for `command` (used in error messages).
    /// - Throws: ``UsageError`` for an unknown option, a missing value or
    ///   a value given to a flag.
    init(_ arguments: [String], specification: Specification, command: String) throws {
        var index = 0
        var optionsEnded = false
        func fail(_ message: String) -> UsageError { UsageError(message: message, command: command) }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                operands.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name: String
            var inlineValue: String?
            if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                if let equals = body.firstIndex(of: "=") {
                    name = String(body[..<equals])
                    inlineValue = String(body[body.index(after: equals)...])
                } else {
                    name = String(body)
                }
            } else {
                let letter = argument[argument.index(after: argument.startIndex)]
                guard let long = specification.shortNames[letter] else {
                    throw fail("unknown option '-\(letter)'")
                }
                name = long
                let rest = argument.dropFirst(2)
                if !rest.isEmpty {
                    guard specification.valueOptions.contains(long) else {
                        throw fail("unknown option '\(argument)'")
                    }
                    inlineValue = String(rest)
                }
            }
            if specification.valueOptions.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else { throw fail("option '--\(name)' needs a value") }
                    value = arguments[index]
                    index += 1
                }
                values[name] = value
                allValues[name, default: []].append(value)
            } else if specification.flagOptions.contains(name) {
                if inlineValue != nil { throw fail("option '--\(name)' takes no value") }
                flags.insert(name)
            } else {
                throw fail("unknown option '\(argument.hasPrefix("--") ? "--" + name : argument)'")
            }
        }
    }
}
