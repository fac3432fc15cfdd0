/// Scans a module's files: every file that may hold reactive code is parsed in parallel; a
/// file skipped by the prefilter is parsed afterwards only if it mentions a type whose
/// declaration the module still lacks (a superclass that decides a pipeline's isolation) or a
/// method whose every call decides whether a subject it feeds is fed once.
package struct ModuleScan: Sendable {
    package var facts: [FileFacts]
    package var problems: [FileProblem]
    package var lineCount: Int
    package var byteCount: Int
    /// Files the prefilter skipped that were parsed afterwards for a type the module lacked.
    package var lateParsedFileCount: Int
    /// Files with reactive facts, parsed, by display path: kept only when asked, within the
    /// budget (to build fixes without reading and parsing them again).
    package var parsedFiles: [String: ParsedSourceFile]
    /// What each parsed file held when it was scanned, so that one read again (past the tree
    /// budget) is used only if it still holds the same text.
    package var contentHashes: [String: ContentHash]

    /// The facts, handed over: the scan no longer holds them.
    package mutating func takeFacts() -> [FileFacts] {
        defer { facts = [] }
        return facts
    }

    package static func scan(
        _ files: [SourceFileReference], usesPrefilter: Bool, reader: SourceReader = SourceReader(),
        keptTrees: TreeBudget? = nil, cache: FactsCache? = nil
    ) -> ModuleScan {
        let scans = ParallelScanner.scan(
            files, prefilter: usesPrefilter ? .standard : nil, reader: reader, keptTrees: keptTrees, cache: cache)
        var facts: [FileFacts] = []
        var problems: [FileProblem] = []
        var skipped: [SourceFileReference] = []
        var parsedFiles: [String: ParsedSourceFile] = [:]
        var contentHashes: [String: ContentHash] = [:]
        var lines = 0
        for (file, scan) in zip(files, scans) {
            if let parsed = scan.parsed { parsedFiles[file.displayPath] = parsed }
            if let hash = scan.contentHash { contentHashes[file.displayPath] = hash }
            switch scan.result {
            case .facts(let fileFacts):
                facts.append(fileFacts)
                problems += syntaxProblem(of: fileFacts)
                lines += fileFacts.lineCount
            case .skipped(let lineCount):
                skipped.append(file)
                lines += lineCount
            case .problem(let problem):
                problems.append(problem)
            }
        }
        var asked: Set<String> = []
        var lateParsed = 0
        if usesPrefilter, let cache, let late = cache.lateResultsIfNothingChanged(paths: files.map(\.displayPath)) {
            // Every file is as the run that wrote the cache saw it, so its late pass would find
            // the same declarations again.
            for file in skipped {
                switch late[file.displayPath] {
                case .facts(let fileFacts)?:
                    facts.append(fileFacts)
                    problems += syntaxProblem(of: fileFacts)
                    lateParsed += 1
                case .problem(let problem)?:
                    problems.append(problem)
                case .skipped?, nil: break
                }
            }
            skipped = []
        }
        // Asked once, with the first pass's facts: each round reads every skipped file again.
        var methods = usesPrefilter && !skipped.isEmpty ? onceFeedingMethods(in: facts) : []
        var round = 0
        while !skipped.isEmpty {
            let missing = missingTypeNames(in: facts).subtracting(asked)
            guard !missing.isEmpty || !methods.isEmpty else { break }
            asked.formUnion(missing)
            let needles = (missing.flatMap(declarationNeedles) + methods).sorted()
            methods = []
            // A file unchanged since a run that asked this round the same question answers as it did.
            let question = ContentHash(Array(needles.joined(separator: "\n").utf8)).value
            let answered = cache?.lateAnswers(round: round, question: question, paths: skipped.map(\.displayPath)) ?? [:]
            cache?.recordLateQuestion(round: round, question: question)
            let unanswered = skipped.filter { answered[$0.displayPath] == nil }
            let second = ParallelScanner.scan(unanswered, prefilter: ReactivePrefilter(needles: needles), typesOnly: true, reader: reader)
            var results = answered
            for (file, scan) in zip(unanswered, second) {
                results[file.displayPath] = scan.result
                cache?.recordLate(file.displayPath, round: round, result: scan.result)
            }
            var stillSkipped: [SourceFileReference] = []
            for file in skipped {
                switch results[file.displayPath] {
                case .facts(let fileFacts)?:
                    facts.append(fileFacts)
                    problems += syntaxProblem(of: fileFacts)
                    lateParsed += 1
                case .skipped?, nil: stillSkipped.append(file)
                case .problem(let problem)?: problems.append(problem)
                }
            }
            skipped = stillSkipped
            round += 1
        }
        if usesPrefilter { cache?.markLatePassComplete() }
        facts.sort { $0.path < $1.path }
        problems.sort { $0.file < $1.file }
        return ModuleScan(
            facts: facts, problems: problems, lineCount: lines, byteCount: scans.reduce(0) { $0 + $1.byteCount },
            lateParsedFileCount: lateParsed, parsedFiles: parsedFiles, contentHashes: contentHashes)
    }

    /// A file linted from the parser's recovered tree is still reported: it is never fixed.
    private static func syntaxProblem(of facts: FileFacts) -> [FileProblem] {
        facts.syntaxError.map { [FileProblem(file: facts.path, reason: .syntaxError, detail: $0)] } ?? []
    }

    /// How a declaration of `name` is spelled: `class BaseScreen`, `extension BaseScreen`, …
    private static func declarationNeedles(_ name: String) -> [String] {
        ["class", "struct", "enum", "actor", "protocol", "extension"].map { "\($0) \(name)" }
    }

    /// Methods that feed a subject and, as far as the files parsed so far show, run once per
    /// object, with the methods whose calls make them so: every call of them decides, and a
    /// plain `viewModel.loadData()` or a base class's `loadMore()` needs no reactive word.
    private static func onceFeedingMethods(in facts: [FileFacts]) -> Set<String> {
        // Only what `runOnceChain` reads (calls, types and their members' types): the whole
        // index is built once, after this pass.
        let index = ModuleIndex(facts: facts.map { file in
            var calls = FileFacts(path: file.path, lineCount: file.lineCount)
            (calls.callSites, calls.types, calls.memberTypes) = (file.callSites, file.types, file.memberTypes)
            return calls
        })
        var methods: Set<String> = []
        var asked: Set<[String?]> = []
        for file in facts {
            // Whether a terminal's pipeline delivers once is known only after resolution: a send
            // in its closure may be a one-time send when its source is a call or sends once as
            // written (not a subject, a property or a notification, which the walk already knows).
            let mayDeliverOnce = Dictionary(
                file.candidates.map { ($0.pipeline.location.startOffset, $0.pipeline.source.kind) }, uniquingKeysWith: { first, _ in first }
            ).mapValues { $0 == .call || $0.cadence.0 == .once }
            for feed in file.feeds {
                guard let function = feed.oneTimeSender(deliversOnce: { mayDeliverOnce[$0] ?? false }),
                      !ModuleIndex.runOnceHooks.contains(function), !methods.contains(function), asked.insert([function, feed.typeName]).inserted
                else { continue }
                methods.formUnion(index.runOnceChain(function, of: feed.typeName) ?? [])
            }
        }
        return methods
    }

    private static func missingTypeNames(in facts: [FileFacts]) -> Set<String> {
        var types: [String: [TypeDeclarationFact]] = [:]
        var aliases: [String: String] = [:]
        for file in facts {
            for type in file.types { types[type.name, default: []].append(type) }
            for member in file.memberTypes { aliases["\(member.owner).\(member.member)"] = member.type }
        }
        var missing: Set<String> = []
        // Most of a file's candidates sit in the same type, whose ancestry is followed once.
        var followed: Set<String> = []
        for file in facts {
            for candidate in file.candidates {
                if candidate.needsTypeIsolation, let typeName = candidate.pipeline.context.typeName,
                   followed.insert(typeName).inserted
                {
                    missing.formUnion(ModuleIndex.undeclaredTypes(reachableFrom: typeName, types: types))
                }
                // `reactor.state` or `reactor.pulse(\.$alert)` in `bind(reactor: ProfileReactor)`:
                // whether the reactor takes actions is in its declaration, which may hold no
                // reactive word.
                let source = candidate.pipeline.source
                // `bind(reactor: Reactor)` names the view's `typealias Reactor = ProfileReactor`.
                if source.name == "state" || source.callee == "pulse", let written = source.qualifierType, !written.contains("#") {
                    let reactor = candidate.pipeline.context.typeName.flatMap { aliases["\($0).\(written)"] } ?? written
                    if types[ModuleIndex.simpleName(reactor)] == nil { missing.insert(ModuleIndex.simpleName(reactor)) }
                }
                // `item.publisher(for: \.savedItem)`: whether the observed object is a managed
                // object is in its class's declaration, which may hold no reactive word.
                if source.kind == .kvo, let written = source.qualifierType {
                    let parts = written.split(separator: "#").map(String.init)
                    let observed = parts.count == 2 ? aliases["\(parts[0]).\(parts[1])"] : (parts.count == 1 ? written : nil)
                    // An extension (`CDItem+CoreDataProperties`) does not name the superclass.
                    if let observed, types[ModuleIndex.simpleName(observed)]?.contains(where: { !$0.isExtension }) != true {
                        missing.insert(ModuleIndex.simpleName(observed))
                    }
                }
            }
        }
        return missing
    }
}
