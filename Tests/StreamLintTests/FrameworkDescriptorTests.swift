import StreamLint
import Testing

/// Each framework's knowledge sits in its descriptor, and the stages read it from there: a name
/// a descriptor lists is found by the prefilter, classified by the extraction and answered by the
/// gate with no other edit. The tests walk the descriptors, so a framework added to
/// `FrameworkDescriptor.all` is checked the same way.
@Suite struct FrameworkDescriptorTests {
    @Test func everyFrameworkHasOneDescriptorAndItsModulesMapBack() {
        #expect(FrameworkDescriptor.all.map(\.framework) == Framework.allCases.filter { $0 != .unknown })
        for descriptor in FrameworkDescriptor.all {
            for module in descriptor.modules {
                #expect(FrameworkDescriptor.framework(ofModule: module) == descriptor.framework, "\(module)")
            }
            #expect(descriptor.framework.displayName == descriptor.displayName)
        }
        #expect(FrameworkDescriptor.framework(ofModule: "Foundation") == nil)
    }

    /// An operator that names a framework names only one, and proves the chain reactive.
    @Test func identifyingOperatorsBelongToOneFramework() {
        for descriptor in FrameworkDescriptor.all {
            #expect(descriptor.identifyingOperators.isSubset(of: descriptor.distinctiveOperators), "\(descriptor.displayName)")
            for other in FrameworkDescriptor.all where other.framework != descriptor.framework {
                #expect(descriptor.identifyingOperators.isDisjoint(with: other.identifyingOperators))
            }
        }
    }

    /// A file whose only reactive words are one descriptor's terminal, distinctive operator,
    /// factory or source-making member is parsed.
    @Test func thePrefilterFindsEveryDescriptorsNames() {
        for descriptor in FrameworkDescriptor.all {
            var snippets = descriptor.terminals.union(descriptor.distinctiveOperators).map { "let x = y.\($0)(z)" }
            snippets += descriptor.factories.flatMap { type, factory in
                Array(factory.members.keys).map { "let x = \(type).\($0)(z)" }
            }
            snippets += descriptor.memberSources.map { "let x = y.\(Self.call($0))" }
            snippets += descriptor.sourceNamespaces.keys.map { "let x = y.\($0).tap" }
            for snippet in snippets {
                let found = ReactivePrefilter.standard.matches(Array(snippet.utf8))
                #expect(found, "\(descriptor.displayName): \(snippet)")
            }
        }
    }

    /// Constructors, factories, member sources, namespaces and property adapters make sources
    /// of the kinds and the framework their descriptor says.
    @Test func theClassifierReadsSourcesFromTheDescriptors() throws {
        for descriptor in FrameworkDescriptor.all {
            let terminal = try #require(descriptor.subscribingMembers.first { $0.labels?.contains("_") ?? true }).name
            var expected: [(code: String, kind: SourceKind?)] = []
            for (name, constructor) in descriptor.constructors.sorted(by: { $0.key < $1.key }) {
                expected.append(("\(name)()", constructor.kind))
                expected += constructor.kindByFirstLabel.sorted(by: { $0.key < $1.key }).map { ("\(name)(\($0.key): value)", $0.value) }
                expected += constructor.kindByArgument.sorted(by: { $0.key < $1.key }).map { ("\(name)(\($0.key))", $0.value) }
            }
            for (type, factory) in descriptor.factories.sorted(by: { $0.key < $1.key }) {
                expected += factory.members.sorted(by: { $0.key < $1.key }).map { ("\(type).\($0.key)()", $0.value) }
                expected += factory.memberPrefixes.sorted(by: { $0.key < $1.key }).map { ("\(type).\($0.key)3()", $0.value) }
                if let other = factory.otherMembers { expected.append(("\(type).someFactory()", other)) }
            }
            expected += descriptor.memberSources.map { ("object.\(Self.call($0))", $0.kind) }
            expected += descriptor.sourceNamespaces.sorted(by: { $0.key < $1.key }).map { ("object.\($0.key).tap", $0.value) }
            // An adapter's source is the property before it, resolved later.
            expected += descriptor.referenceAdapters.sorted().map { ("object.state.\($0)", SourceKind.reference) }

            let body = expected.map { "        _ = \($0.code).\(terminal) { _ in }" }.joined(separator: "\n")
            let pipelines = try Self.lint("func f() {\n\(body)\n}", importing: descriptor).map(\.pipeline)
            #expect(pipelines.map(\.source.kind) == expected.map(\.kind), "\(descriptor.displayName)")
            #expect(pipelines.allSatisfy { $0.framework == descriptor.framework }, "\(descriptor.displayName)")
        }
    }

    /// Every terminal a descriptor lists ends a pipeline of its framework.
    @Test func everyTerminalEndsAPipelineOfItsFramework() throws {
        // Terminals whose shape is not a trailing closure.
        let shapes = ["assign": ".assign(to: \\.text, on: self)"]
        for descriptor in FrameworkDescriptor.all {
            let constructor = try #require(descriptor.constructors.keys.sorted().first)
            let calls = descriptor.subscribingMembers.map(\.name).sorted().map { name in
                name == "values"
                    ? "        for await _ in source.values {}"
                    : "        _ = source\(shapes[name] ?? ".\(name) { _ in }")"
            }
            let code = """
                final class Model {
                    let source = \(constructor)()
                    var text = ""
                    func start() async {
                \(calls.joined(separator: "\n"))
                    }
                }
                """
            let pipelines = try Self.lint(code, importing: descriptor).map(\.pipeline)
            #expect(pipelines.map(\.terminal.name) == descriptor.subscribingMembers.map(\.name).sorted(), "\(descriptor.displayName)")
            #expect(pipelines.allSatisfy { $0.framework == descriptor.framework }, "\(descriptor.displayName)")
        }
    }

    /// A descriptor's scheduling operators, main-scheduler words and traits are what decide.
    @Test func aDescriptorsHopToMainListsDecide() {
        var toy = FrameworkDescriptor.combine
        toy.schedulingOperators = ["deliver"]
        toy.mainSchedulerWords = ["Toy"]
        #expect(toy.hopsToMain("deliver", argument: "on: ToyScheduler()"))
        #expect(!toy.hopsToMain("deliver", argument: "on: DispatchQueue.main"))
        #expect(!toy.hopsToMain("receive", argument: "on: ToyScheduler()"))
        toy.mainThreadTraits = [.init("Toy", operators: ["asToy"], declaredTypePrefixes: ["Toy<"], replays: false)]
        #expect(toy.hopsToMain("asToy", argument: nil))
        #expect(!FrameworkDescriptor.combine.hopsToMain("asToy", argument: nil))
    }

    /// The gate's `hopsToMain` follows each framework's own hop: the one its fix inserts hops,
    /// and the chain without it does not. ReactiveSwift's `UIScheduler()` names `main` nowhere,
    /// so its case fails if ReactiveSwift's words were not read.
    @Test func theGateAnswersHopToMainFromEachDescriptor() throws {
        for descriptor in FrameworkDescriptor.all {
            let constructor = try #require(descriptor.constructors.keys.sorted().first)
            let terminal = try #require(descriptor.subscribingMembers.first { $0.labels?.contains("_") ?? true }).name
            let code = """
                func f() {
                    _ = \(constructor)()\(descriptor.mainThreadHop).\(terminal) { _ in }
                    _ = \(constructor)().\(terminal) { _ in }
                }
                """
            let pipelines = try Self.lint(code, importing: descriptor)
            #expect(pipelines.map(\.gate.hopsToMain) == [true, false], "\(descriptor.displayName)")
            for trait in descriptor.mainThreadTraits {
                for op in trait.operators { #expect(descriptor.hopsToMain(op, argument: nil), "\(op)") }
            }
        }
    }

    /// `y.name(…)` written in the member source's shape.
    private static func call(_ source: FrameworkDescriptor.MemberSource) -> String {
        let prefix = source.after.map { "\($0)." } ?? ""
        switch source.shape {
        // One labelled argument: `observe()` alone could be ReactiveSwift's terminal.
        case .any: return "\(prefix)\(source.name)(for: value)"
        case .call: return "\(prefix)\(source.name)(value)"
        case .property: return "\(prefix)\(source.name)"
        case .callWithKeyPath: return "\(prefix)\(source.name)(for: \\.value)"
        case .callLabelled(let label): return "\(prefix)\(source.name)(\(label): value)"
        case .notificationRequest: return "\(prefix)\(source.name)(for: UIApplication.didBecomeActiveNotification)"
        }
    }

    private static func lint(_ code: String, importing descriptor: FrameworkDescriptor) throws -> [AnalyzedPipeline] {
        let folder = try TemporaryFolder()
        let module = try #require(descriptor.modules.sorted().first)
        try folder.write("Code.swift", "import \(module)\n\n\(code)\n")
        return try LinterFactory.make().lint(paths: [folder.url.path]).pipelines
    }
}
