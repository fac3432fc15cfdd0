import StreamLint

extension LintResult {
    /// The result with every file named by its absolute path instead of relative to the
    /// scanned folder: build logs are read by tools that do not know that folder.
    func withAbsolutePaths() -> LintResult {
        var result = self
        let absolute = { (file: String) in file.hasPrefix("/") ? file : root + "/" + file }
        result.findings = findings.map { finding in
            var finding = finding
            let file = absolute(finding.file)
            finding.file = file
            finding.pipeline?.file = file
            return finding
        }
        result.pipelines = pipelines.map { analyzed in
            var analyzed = analyzed
            analyzed.pipeline.file = absolute(analyzed.pipeline.file)
            return analyzed
        }
        result.problems = problems.map { problem in
            var problem = problem
            problem.file = absolute(problem.file)
            return problem
        }
        return result
    }
}
