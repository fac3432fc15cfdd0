import Foundation

/// Everything one run produced.
public struct LintResult: Sendable {
    public var root: String
    public var fileCount: Int
    public var lineCount: Int
    public var byteCount: Int
    /// Files parsed; the rest were proven free of reactive code without parsing.
    public var parsedFileCount: Int
    public var problems: [FileProblem]
    public var pipelines: [AnalyzedPipeline]
    public var findings: [Finding]
    /// The files that have fixes, as they were read: `fix` rewrites these bytes, and writes only
    /// if the file on disk still holds them.
    public var fixedSources: [String: SourceFile]

    public init(
        root: String, fileCount: Int = 0, lineCount: Int = 0, byteCount: Int = 0, parsedFileCount: Int = 0,
        problems: [FileProblem] = [], pipelines: [AnalyzedPipeline] = [], findings: [Finding] = [],
        fixedSources: [String: SourceFile] = [:]
    ) {
        self.root = root
        self.fileCount = fileCount
        self.lineCount = lineCount
        self.byteCount = byteCount
        self.parsedFileCount = parsedFileCount
        self.problems = problems
        self.pipelines = pipelines
        self.findings = findings
        self.fixedSources = fixedSources
    }
}

/// Runs the stages in order: discover → parse and extract in parallel → module index →
/// pipelines → gate → rules.
public struct Linter: Sendable {
    public var pipelineRules: [any PipelineRule]
    public var declarationRules: [any DeclarationRule]
    public var discovery: FileDiscovery
    /// Off only to measure what the prefilter saves.
    public var usesPrefilter: Bool
    /// Facts of unchanged files from an earlier run (`FactsCache`); nil parses every file.
    public var factsCache: FactsCache?
    public var preferAsyncAlgorithms: Bool
    public var deploymentTarget: DeploymentTarget?
    /// The configuration's `included`/`excluded` globs; nil lints every discovered file.
    public var fileSelection: FileSelection?
    /// The configuration's disabled rules and severity overrides.
    public var ruleSettings = RuleSettings()
    /// Opt-in rules that run (`opt_in_rules`); the others are not asked at all.
    public var enabledOptInRules: Set<String> = []
    /// Building fixes keeps the syntax trees of files with reactive facts until the rules have
    /// run; only formats that show fixes (JSON, SARIF) and `streamlint fix` need them.
    public var computesFixes = true
    /// Keeps the text each file with fixes had when it was read (`LintResult.fixedSources`), which
    /// `streamlint fix` rewrites; a report shows the fixes alone and leaves it off, so that a large
    /// tree's sources are not held to the end of the run.
    public var keepsFixedSources = true
    /// The rules whose fixes are built; nil builds every fixable rule's (`fix --rule` narrows it).
    public var fixedRuleIDs: Set<String>?
    /// Every read and parse goes through it.
    public var reader = SourceReader()
    /// Source kept parsed for building fixes (see `TreeBudget`).
    public var treeBudgetBytes = TreeBudget.defaultBytes

    public init(
        pipelineRules: [any PipelineRule], declarationRules: [any DeclarationRule],
        discovery: FileDiscovery = FileDiscovery(), usesPrefilter: Bool = true,
        preferAsyncAlgorithms: Bool = false, deploymentTarget: DeploymentTarget? = nil
    ) {
        self.pipelineRules = pipelineRules
        self.declarationRules = declarationRules
        self.discovery = discovery
        self.usesPrefilter = usesPrefilter
        self.preferAsyncAlgorithms = preferAsyncAlgorithms
        self.deploymentTarget = deploymentTarget
    }

    public func lint(paths: [String]) throws -> LintResult {
        let discovered = try discovery.discover(paths: paths)
        let selected = fileSelection.map { selection in discovered.files.filter(selection.selects) } ?? discovered.files
        let files = FileDiscovery.oneNamePerFile(selected)
        // A folder the configuration excludes is not worth a word when it cannot be read.
        let unreadable = discovered.problems.filter { problem in
            let place = SourceFileReference(absolutePath: discovered.root + "/" + problem.file, displayPath: problem.file)
            return fileSelection?.selects(place) ?? true
        }
        var result = lint(files: files, root: discovered.root)
        result.problems = (unreadable + result.problems).sorted { $0.file < $1.file }
        return result
    }

    public func lint(files: [SourceFileReference], root: String) -> LintResult {
        // A run that builds no fixes is all in its result: with the same files, none changed,
        // and the same settings, the previous run's result is this one's.
        let runKey = computesFixes ? nil : factsCache.map { _ in settingsKey(root: root) }
        if let cache = factsCache, let runKey, let payload = cache.previousRun(of: files, key: runKey),
           let run = try? CompactDecoder.decode(CachedRun.self, from: payload)
        {
            return run.result(root: root)
        }
        let result = lintAfresh(files: files, root: root)
        // Encoding a result costs about a tenth of a cold run: it is kept only once the tree has
        // settled (every file found as the cache left it), not on each run of an edit loop.
        if let cache = factsCache, let runKey, cache.answeredEveryFile, let payload = try? CompactEncoder.encode(CachedRun(result)) {
            cache.recordRun(key: runKey, payload: payload)
        }
        return result
    }

    /// Everything but the files that the result depends on.
    private func settingsKey(root: String) -> UInt64 {
        let severities = ruleSettings.severityOverrides.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value.rawValue)" }
        let parts = [
            root, "\(usesPrefilter)", "\(preferAsyncAlgorithms)", deploymentTarget?.description ?? "-",
            ruleSettings.disabledRules.sorted().joined(separator: ","), severities.joined(separator: ","),
            enabledOptInRules.sorted().joined(separator: ","), ruleIDs.sorted().joined(separator: ","),
        ]
        return ContentHash(Array(parts.joined(separator: "\u{1}").utf8)).value
    }

    /// What a run without fixes keeps of its result.
    private struct CachedRun: Codable {
        var fileCount: Int
        var lineCount: Int
        var byteCount: Int
        var parsedFileCount: Int
        var problems: [FileProblem]
        var pipelines: ConcurrentlyDecodedArray<AnalyzedPipeline>
        var findings: ConcurrentlyDecodedArray<Finding>

        init(_ result: LintResult) {
            (fileCount, lineCount, byteCount, parsedFileCount) = (result.fileCount, result.lineCount, result.byteCount, result.parsedFileCount)
            (problems, pipelines, findings) = (result.problems, ConcurrentlyDecodedArray(result.pipelines), ConcurrentlyDecodedArray(result.findings))
        }

        func result(root: String) -> LintResult {
            LintResult(
                root: root, fileCount: fileCount, lineCount: lineCount, byteCount: byteCount, parsedFileCount: parsedFileCount,
                problems: problems, pipelines: pipelines.elements, findings: findings.elements)
        }
    }

    private func lintAfresh(files: [SourceFileReference], root: String) -> LintResult {
        var scan = ModuleScan.scan(
            files, usesPrefilter: usesPrefilter, reader: reader, keptTrees: computesFixes ? TreeBudget(bytes: treeBudgetBytes) : nil,
            cache: factsCache)
        let (parsedFileCount, suppressions) = (scan.facts.count, SuppressionIndex(facts: scan.facts))
        // The index keeps the only copy of the facts: memory grows with the tree once, not twice.
        let index = ModuleIndex(facts: scan.takeFacts(), projects: ProjectMap.projects(of: files, root: root))
        let pipelines = PipelineFinalizer(index: index, deliversOnce: CadenceAnalysis.deliversOnce).pipelines()
        let analyzed = GateEvaluator(index: index).evaluate(pipelines)
        let context = RuleContext(
            index: index, preferAsyncAlgorithms: preferAsyncAlgorithms, deploymentTarget: deploymentTarget,
            knownRuleIDs: ruleIDs)
        let runs = { (rule: any Rule) in !rule.description.isOptIn || self.enabledOptInRules.contains(rule.description.id) }
        let (pipelineRules, declarationRules) = (pipelineRules.filter(runs), declarationRules.filter(runs))
        let (judged, unfixed) = RuleRunner(pipelineRules: pipelineRules, declarationRules: declarationRules)
            .run(consume analyzed, context: context)
        // Fixes are built last, for what is still reported and was asked for.
        var findings = ruleSettings.apply(to: suppressions.unsuppressed(unfixed))
        var fixedSources: [String: SourceFile] = [:]
        if computesFixes {
            let fixable = (pipelineRules as [any Rule] + declarationRules).compactMap { $0 as? any FixableRule }
                .filter { fixedRuleIDs?.contains($0.description.id) ?? true }
            let planner = FixPlanner(rules: fixable, reader: reader, root: root)
            let planned = planner.attachFixes(
                to: consume findings, kept: scan.parsedFiles, scannedHashes: scan.contentHashes, context: context,
                keepingSources: keepsFixedSources)
            findings = planned.findings
            fixedSources = planned.sources
        }
        return LintResult(
            root: root, fileCount: files.count, lineCount: scan.lineCount, byteCount: scan.byteCount,
            parsedFileCount: parsedFileCount, problems: scan.problems, pipelines: judged, findings: findings,
            fixedSources: fixedSources)
    }
}
