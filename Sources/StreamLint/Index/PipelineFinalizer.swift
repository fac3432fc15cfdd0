/// Turns every file's candidates into the module's pipelines: drops candidates that turn out
/// not to be reactive, resolves sources across files, and settles isolation that depends on
/// declarations elsewhere.
package struct PipelineFinalizer {
    package let index: ModuleIndex
    let resolver: SourceResolver

    /// `deliversOnce`: the gate's cadence, so that a subject fed in the answer of a pipeline
    /// that delivers one value can be told fed once (see `SourceResolver`).
    package init(index: ModuleIndex, deliversOnce: @escaping @Sendable (Pipeline) -> Bool) {
        self.index = index
        self.resolver = SourceResolver(index: index, deliversOnce: deliversOnce)
    }

    package func pipelines() -> [Pipeline] {
        var result: [Pipeline] = []
        for file in index.files.values.sorted(by: { $0.path < $1.path }) {
            for candidate in file.candidates {
                if let pipeline = finalize(candidate, in: file) { result.append(pipeline) }
            }
        }
        return result.sorted { ($0.file, $0.location.startOffset) < ($1.file, $1.location.startOffset) }
    }

    func finalize(_ candidate: PipelineCandidate, in file: FileFacts) -> Pipeline? {
        var pipeline = resolver.resolved(candidate.pipeline)
        var available = index.frameworks(availableIn: file.path)
        // A receiver the module declares as a publisher brings its framework along: its
        // extension members (`.values`, `sink`) are visible in a file that does not import it.
        let declaration = pipeline.source.resolved?.declaration
        let receiverIsDeclared = declaration.map { declaration in
            // `deleteAction.errors`: an output of an Action the module declares.
            let holder = pipeline.source.qualifier?.split(separator: ".").last.map(String.init)
            return [pipeline.source.name, holder].compactMap { $0 }
                .contains { index.properties(named: $0, near: declaration.file).contains { $0.location == declaration } }
                || index.functions(named: pipeline.source.callee ?? "", near: declaration.file).contains { $0.location == declaration }
        } ?? false
        if receiverIsDeclared, let declaration { available.formUnion(index.frameworks(availableIn: declaration.file)) }
        switch candidate.evidence {
        case .certain:
            break
        case .needsReactiveImport:
            guard !available.isEmpty else { return nil }
        case .needsReactiveReceiver:
            guard receiverIsDeclared, !available.isEmpty else { return nil }
        }
        // Names other APIs share (`subscribe { }`, `observe { }`, `bind(to:)`) count only where
        // the framework that defines them with that shape is available.
        if candidate.evidence != .certain, let required = Self.requiredFramework(pipeline.terminal),
           !available.contains(required)
        {
            return nil
        }
        if pipeline.framework == .unknown {
            pipeline.framework = available.count == 1
                ? available.first! : FrameworkDescriptor.framework(ofSourceKind: pipeline.source.effectiveKind) ?? .unknown
        }
        if candidate.needsTypeIsolation, pipeline.context.isolation == .none, let typeName = pipeline.context.typeName,
           let reason = index.mainActorReason(forType: typeName)
        {
            pipeline.context.isolation = .mainActor
            pipeline.context.isolationReason = reason
        }
        return pipeline
    }

    private static func requiredFramework(_ terminal: Terminal) -> Framework? {
        // Combine's `subscribe(_:)` takes a Subscriber; a closure is RxSwift's.
        if terminal.name == "subscribe", terminal.argumentLabels == ["_"], !terminal.takesClosure { return nil }
        return FrameworkDescriptor.frameworkRequired(byTerminal: terminal.name)
    }
}
