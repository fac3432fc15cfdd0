import ArgumentParser
import Foundation
import StreamLint

// ArgumentParser reports usage errors as 64 (EX_USAGE); StreamLint's contract (SPEC section 6)
// is 2 for usage and configuration errors and 3 for I/O or internal ones.
do {
    var command = try StreamLintCommand.parseAsRoot()
    try command.run()
} catch let exitCode as ExitCode {
    exit(exitCode.rawValue)
} catch {
    let code = StreamLintCommand.exitCode(for: error)
    if code == .success {
        StreamLintCommand.exit(withError: error)
    }
    FileHandle.standardError.write(Data((StreamLintCommand.fullMessage(for: error) + "\n").utf8))
    let isUsage = code == .validationFailure || error is ConfigurationError
    exit(isUsage ? ExitStatus.usage.rawValue : ExitStatus.failure.rawValue)
}
