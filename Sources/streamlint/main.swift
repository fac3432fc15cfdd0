import ArgumentParser
import StreamLint

StreamLintCommand.main()
