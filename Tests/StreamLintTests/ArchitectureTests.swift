import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// The library's stages depend one way: a folder may use the types of the folders listed before
/// it, never of those after it (CONTRIBUTING.md, "How the code is laid out"). Files → syntax trees
/// → facts → index → gate → rules → reports.
@Suite struct ArchitectureTests {
    /// Lowest first.
    static let layers = [
        "Model", "Frameworks", "Discovery", "Source", "Configuration", "Extraction", "Index", "Scanning", "Gate", "Engine",
        "Baseline", "Reporters",
    ]

    static let library = FixturePaths.repositoryRoot.appendingPathComponent("Sources/StreamLint")

    @Test func everyFolderIsALayer() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.library.path).filter { !$0.hasPrefix(".") }
        #expect(Set(folders) == Set(Self.layers))
    }

    @Test func noStageUsesALaterOne() throws {
        var declaredIn: [String: String] = [:]
        var sources: [(layer: String, file: String, tree: SourceFileSyntax)] = []
        for layer in Self.layers {
            let folder = Self.library.appendingPathComponent(layer)
            let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }
                .filter { $0.hasSuffix(".swift") } ?? []
            for file in files {
                let tree = Parser.parse(source: try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
                for name in TypeNames.declared(in: tree) { declaredIn[name] = layer }
                sources.append((layer, file, tree))
            }
        }
        var violations: [String] = []
        for source in sources {
            let rank = Self.layers.firstIndex(of: source.layer)!
            for name in TypeNames.referenced(in: source.tree).sorted() {
                guard let layer = declaredIn[name], Self.layers.firstIndex(of: layer)! > rank else { continue }
                violations.append("\(source.layer)/\(source.file) uses \(name) from \(layer)")
            }
        }
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }
}

/// Type names a file declares at its top level and the capitalised names it refers to.
private final class TypeNames: SyntaxVisitor {
    var declared: Set<String> = []
    var referenced: Set<String> = []
    private var depth = 0

    static func declared(in tree: SourceFileSyntax) -> Set<String> { walk(tree).declared }
    static func referenced(in tree: SourceFileSyntax) -> Set<String> { walk(tree).referenced }

    private static func walk(_ tree: SourceFileSyntax) -> TypeNames {
        let names = TypeNames(viewMode: .sourceAccurate)
        names.walk(tree)
        return names
    }

    private func declare(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
        if depth == 0 { declared.insert(name.text) }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }

    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
        depth += 1
        return .visitChildren
    }

    override func visitPost(_ node: MemberBlockSyntax) { depth -= 1 }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        referenced.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text.first?.isUppercase == true { referenced.insert(node.baseName.text) }
        return .visitChildren
    }

    /// `extension Linter` is a use of `Linter`.
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.extendedType.as(IdentifierTypeSyntax.self)?.name.text { referenced.insert(name) }
        return .visitChildren
    }
}
