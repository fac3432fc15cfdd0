import Foundation
import Yams

/// Reads and checks a `.streamlint.yml`. A mistake stops the run (exit code 2) with the
/// file, line and key, rather than being ignored: a misspelled `exclude:` that silently did
/// nothing would lint files the team meant to leave out.
public struct ConfigurationLoader: Sendable {
    public enum Key: String, CaseIterable, Sendable {
        case included, excluded
        case disabledRules = "disabled_rules"
        case optInRules = "opt_in_rules"
        case severity, prefer
        case deploymentTarget = "deployment_target"
    }

    /// Rule ids `disabled_rules`, `opt_in_rules` and `severity` may name: those of the rules the
    /// run uses.
    public var knownRuleIDs: Set<String>

    public init(knownRuleIDs: Set<String>) {
        self.knownRuleIDs = knownRuleIDs
    }

    /// The configuration for a run: the file given with `--config`, else the first one found
    /// from `scanRoot` upward; nil when there is none.
    public func load(explicitPath: String?, scanRoot: String) throws -> Configuration? {
        if let explicitPath {
            return try load(path: explicitPath)
        }
        return try ConfigurationLocator.find(from: scanRoot).map(load(path:))
    }

    public func load(path: String) throws -> Configuration {
        let absolute = FileDiscovery.absolutize(path)
        guard let data = FileManager.default.contents(atPath: absolute) else {
            throw ConfigurationError("\(path): cannot read the configuration file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError("\(path): the configuration file is not UTF-8")
        }
        return try parse(text, path: absolute, displayPath: path)
    }

    /// `path` anchors the globs; `displayPath` is how errors name the file.
    public func parse(_ text: String, path: String, displayPath: String) throws -> Configuration {
        let reader = NodeReader(displayPath: displayPath)
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw reader.yamlError(error)
        }
        let baseFolder = (path as NSString).deletingLastPathComponent
        var configuration = Configuration(path: path, files: FileSelection(baseFolder: baseFolder))
        guard let root, !reader.isNull(root) else { return configuration }
        guard case .mapping(let mapping) = root else {
            throw reader.error(at: root, "the file must be a mapping of keys (\(Self.keyList)) to values")
        }
        for (keyNode, value) in mapping {
            let name = try reader.string(keyNode, key: "key")
            guard let key = Key(rawValue: name) else {
                throw reader.error(at: keyNode, "unknown key '\(name)'; the keys are \(Self.keyList)")
            }
            try apply(key, value, to: &configuration, reader: reader)
        }
        return configuration
    }

    private func apply(_ key: Key, _ value: Node, to configuration: inout Configuration, reader: NodeReader) throws {
        let name = key.rawValue
        switch key {
        case .included:
            configuration.files.included = try globs(value, key: name, reader: reader)
        case .excluded:
            configuration.files.excluded = try globs(value, key: name, reader: reader)
        case .disabledRules:
            for item in try reader.list(value, key: name, of: "rule ids") {
                configuration.disabledRules.insert(try ruleID(item, key: name, reader: reader))
            }
        case .optInRules:
            for item in try reader.list(value, key: name, of: "rule ids") {
                configuration.optInRules.insert(try ruleID(item, key: name, reader: reader))
            }
        case .severity:
            for (ruleNode, severityNode) in try reader.mapping(value, key: name, of: "rule ids to note, warning or error") {
                let rule = try ruleID(ruleNode, key: name, reader: reader)
                let text = try reader.string(severityNode, key: "\(name).\(rule)")
                guard let severity = Severity(rawValue: text) else {
                    throw reader.error(at: severityNode, key: "\(name).\(rule)", "'\(text)' is not a severity; use note, warning or error")
                }
                configuration.severityOverrides[rule] = severity
            }
        case .prefer:
            guard !reader.isNull(value) else { return }
            switch try reader.string(value, key: name) {
            case "combine": configuration.preferAsyncAlgorithms = false
            case "async-algorithms": configuration.preferAsyncAlgorithms = true
            case let other: throw reader.error(at: value, key: name, "'\(other)' is not a choice; use combine or async-algorithms")
            }
        case .deploymentTarget:
            guard !reader.isNull(value) else { return }
            let text = try reader.string(value, key: name)
            guard let target = DeploymentTarget(parsing: text) else {
                let platforms = DeploymentTarget.platforms.joined(separator: ", ")
                throw reader.error(at: value, key: name, "'\(text)' is not a deployment target; write a platform (\(platforms)) and a version, e.g. iOS 15")
            }
            configuration.deploymentTarget = target
        }
    }

    private func globs(_ value: Node, key: String, reader: NodeReader) throws -> [Glob] {
        try reader.list(value, key: key, of: "globs").map { item in
            let pattern = try reader.string(item, key: key)
            guard !pattern.isEmpty else { throw reader.error(at: item, key: key, "an empty glob matches nothing") }
            return Glob(pattern)
        }
    }

    private func ruleID(_ node: Node, key: String, reader: NodeReader) throws -> String {
        let id = try reader.string(node, key: key)
        guard knownRuleIDs.contains(id) else {
            throw reader.error(at: node, key: key, "unknown rule '\(id)'; `streamlint rules` lists them")
        }
        return id
    }

    private static let keyList = Key.allCases.map(\.rawValue).joined(separator: ", ")
}

/// Reads typed values out of YAML nodes and words errors as `file:line: key: problem`.
private struct NodeReader {
    var displayPath: String

    func error(at node: Node, key: String? = nil, _ problem: String) -> ConfigurationError {
        let line = node.mark.map { ":\($0.line)" } ?? ""
        let prefix = key.map { "\($0): " } ?? ""
        return ConfigurationError("\(displayPath)\(line): \(prefix)\(problem)")
    }

    func yamlError(_ error: YamlError) -> ConfigurationError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return ConfigurationError("\(displayPath):\(mark.line): not valid YAML: \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.sorted().joined(separator: ", ")
            return ConfigurationError("\(displayPath):\(context.mark.line): \(keys): the key is given twice")
        default:
            return ConfigurationError("\(displayPath): not valid YAML: \(error)")
        }
    }

    /// `key:` with nothing after it: treated as not set, so commenting out every entry of a
    /// list is not an error.
    func isNull(_ node: Node) -> Bool {
        node.null != nil
    }

    func string(_ node: Node, key: String) throws -> String {
        guard case .scalar(let scalar) = node, !isNull(node) else {
            throw error(at: node, key: key, "expected a single value, found \(kind(of: node))")
        }
        return scalar.string
    }

    func list(_ node: Node, key: String, of what: String) throws -> [Node] {
        if isNull(node) { return [] }
        guard case .sequence(let sequence) = node else {
            throw error(at: node, key: key, "expected a list of \(what), found \(kind(of: node))")
        }
        return Array(sequence)
    }

    func mapping(_ node: Node, key: String, of what: String) throws -> [(Node, Node)] {
        if isNull(node) { return [] }
        guard case .mapping(let mapping) = node else {
            throw error(at: node, key: key, "expected a mapping of \(what), found \(kind(of: node))")
        }
        return mapping.map { ($0.key, $0.value) }
    }

    private func kind(of node: Node) -> String {
        switch node {
        case .scalar(let scalar): return isNull(node) ? "nothing" : "'\(scalar.string)'"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        case .alias: return "an alias"
        }
    }
}
