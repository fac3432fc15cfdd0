import Foundation

/// Validates JSON against the subset of JSON Schema 2020-12 that
/// `schema/streamlint-report.schema.json` uses, in process, so that thousands of fuzzed
/// reports can be checked without starting Python for each. A keyword outside the subset is
/// reported as an error rather than ignored, so a schema that outgrows this validator cannot
/// pass silently; `CommandLineTests` still checks real output with Python's `jsonschema`.
/// It is read only once built, so threads may share it.
struct JSONSchemaSubset: @unchecked Sendable {
    let root: [String: Any]

    static let reportSchema = FixturePaths.repositoryRoot.appendingPathComponent("schema/streamlint-report.schema.json")
    static let annotations: Set<String> = ["$schema", "$id", "title", "description", "$defs"]

    init(contentsOf url: URL) throws {
        root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
    }

    /// Every violation, as "path: what is wrong"; empty when `json` is valid.
    func errors(in json: Data) -> [String] {
        do {
            let value = try JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed])
            var found: [String] = []
            check(value, against: root, at: "$", into: &found)
            return found
        } catch {
            return ["$: does not decode: \(error)"]
        }
    }

    private func check(_ value: Any, against schema: [String: Any], at path: String, into errors: inout [String]) {
        for (keyword, rule) in schema where !Self.annotations.contains(keyword) {
            switch keyword {
            case "$ref":
                guard let reference = rule as? String, let target = resolve(reference) else {
                    errors.append("\(path): cannot resolve \(rule)")
                    continue
                }
                check(value, against: target, at: path, into: &errors)
            case "type":
                let allowed = (rule as? [String]) ?? [rule as? String ?? ""]
                if !allowed.contains(where: { Self.has(value, type: $0) }) {
                    errors.append("\(path): \(Self.describe(value)) is not of type \(allowed.joined(separator: " or "))")
                }
            case "const":
                if !Self.equal(value, rule) { errors.append("\(path): \(Self.describe(value)) is not \(rule)") }
            case "enum":
                if !((rule as? [Any]) ?? []).contains(where: { Self.equal(value, $0) }) {
                    errors.append("\(path): \(Self.describe(value)) is not one of \(rule)")
                }
            case "required":
                guard let object = value as? [String: Any] else { continue }
                for key in (rule as? [String]) ?? [] where object[key] == nil {
                    errors.append("\(path): missing required key '\(key)'")
                }
            case "properties":
                guard let object = value as? [String: Any], let properties = rule as? [String: Any] else { continue }
                for (key, member) in object {
                    if let memberSchema = properties[key] as? [String: Any] {
                        check(member, against: memberSchema, at: "\(path).\(key)", into: &errors)
                    }
                }
            case "additionalProperties":
                guard let object = value as? [String: Any] else { continue }
                let declared = Set(((schema["properties"] as? [String: Any]) ?? [:]).keys)
                for (key, member) in object where !declared.contains(key) {
                    if rule as? Bool == false {
                        errors.append("\(path): unexpected key '\(key)'")
                    } else if let memberSchema = rule as? [String: Any] {
                        check(member, against: memberSchema, at: "\(path).\(key)", into: &errors)
                    }
                }
            case "items":
                guard let array = value as? [Any], let itemSchema = rule as? [String: Any] else { continue }
                for (index, item) in array.enumerated() {
                    check(item, against: itemSchema, at: "\(path)[\(index)]", into: &errors)
                }
            case "minimum":
                if let number = value as? NSNumber, let minimum = rule as? NSNumber, number.doubleValue < minimum.doubleValue {
                    errors.append("\(path): \(number) is below \(minimum)")
                }
            case "minLength":
                if let text = value as? String, let minimum = rule as? Int, text.count < minimum {
                    errors.append("\(path): '\(text)' is shorter than \(minimum)")
                }
            case "pattern":
                if let text = value as? String, let pattern = rule as? String,
                   text.range(of: pattern, options: .regularExpression) == nil
                {
                    errors.append("\(path): '\(text)' does not match \(pattern)")
                }
            default:
                errors.append("\(path): the schema uses '\(keyword)', which this validator does not check")
            }
        }
    }

    private func resolve(_ reference: String) -> [String: Any]? {
        guard reference.hasPrefix("#/") else { return nil }
        var node: Any = root
        for part in reference.dropFirst(2).split(separator: "/") {
            guard let object = node as? [String: Any], let next = object[String(part)] else { return nil }
            node = next
        }
        return node as? [String: Any]
    }

    /// JSONSerialization gives `true` and `false` as NSNumbers too, of the C type `char`.
    private static func isBoolean(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    private static func has(_ value: Any, type: String) -> Bool {
        switch type {
        case "object": return value is [String: Any]
        case "array": return value is [Any]
        case "string": return value is String
        case "boolean": return isBoolean(value)
        case "integer":
            guard let number = value as? NSNumber, !isBoolean(value) else { return false }
            return number.doubleValue.rounded() == number.doubleValue
        case "number": return value is NSNumber && !isBoolean(value)
        case "null": return value is NSNull
        default: return false
        }
    }

    private static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
        switch (lhs, rhs) {
        case let (left as String, right as String): return left == right
        case let (left as NSNumber, right as NSNumber): return isBoolean(left) == isBoolean(right) && left == right
        case (is NSNull, is NSNull): return true
        default: return false
        }
    }

    private static func describe(_ value: Any) -> String {
        String(describing: value).prefix(80).description
    }
}
