import StreamLint
import SwiftSyntax

/// An API whose every implementation returns one value should say so with `async throws`, so
/// callers stop subscribing to it.
struct OneShotPublisherAPIRule: DeclarationRule, FixableRule {
    static let description = RuleDescription(
        id: "one_shot_publisher_api", name: "One-shot publisher API", verdict: .rewrite, defaultSeverity: .warning,
        summary: "A function or protocol requirement returns a publisher type, and every implementation in the module returns a single-shot chain.",
        rationale: """
            Returning `AnyPublisher<User, Error>` promises a stream; if every implementation builds a \
            `Future`, a `Just` or a request, callers pay for subscriptions and cancellables to read \
            one value. Add an `async throws -> T` requirement next to it, with a default \
            implementation bridging from the publisher (or the reverse), so callers compile \
            throughout the migration. Start at module boundaries: every call site follows.
            """,
        triggeringExamples: [
            Example(
                """
                protocol ProfileLoading { func ↓profile(id: String) -> AnyPublisher<Profile, Error> }
                struct RemoteProfiles: ProfileLoading {
                    func profile(id: String) -> AnyPublisher<Profile, Error> { Just(.empty).setFailureType(to: Error.self).eraseToAnyPublisher() }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("func changes() -> AnyPublisher<Int, Never> { subject.eraseToAnyPublisher() }"),
            Example(
                """
                protocol ProfileLoading { func profile(id: String) -> AnyPublisher<Profile, Error> }
                struct RemoteProfiles: ProfileLoading {
                    func profile(id: String) -> AnyPublisher<Profile, Error> { Just(.empty).setFailureType(to: Error.self).eraseToAnyPublisher() }
                }
                // One implementation streams, so the requirement is a stream.
                struct LiveProfiles: ProfileLoading {
                    let updates = CurrentValueSubject<Profile, Error>(.empty)
                    func profile(id: String) -> AnyPublisher<Profile, Error> { updates.eraseToAnyPublisher() }
                    func receive(_ profile: Profile) { updates.send(profile) }
                }
                """),
        ],
        corrections: [
            Example(
                """
                import Combine

                protocol ProfileLoading {
                    func ↓profile(id: String) -> AnyPublisher<Profile, Error>
                }

                struct RemoteProfiles: ProfileLoading {
                    func profile(id: String) -> AnyPublisher<Profile, Error> { Just(.empty).setFailureType(to: Error.self).eraseToAnyPublisher() }
                }
                """,
                fileName: "ProfileLoading.swift",
                corrected: """
                    import Combine

                    protocol ProfileLoading {
                        func profile(id: String) -> AnyPublisher<Profile, Error>
                        func profile(id: String) async throws -> Profile
                    }

                    extension ProfileLoading {
                        func profile(id: String) async throws -> Profile {
                            for try await value in (profile(id: id) as AnyPublisher<Profile, Error>).values {
                                return value
                            }
                            throw CancellationError()
                        }
                    }

                    struct RemoteProfiles: ProfileLoading {
                        func profile(id: String) -> AnyPublisher<Profile, Error> { Just(.empty).setFailureType(to: Error.self).eraseToAnyPublisher() }
                    }
                    """),
        ])

    func check(in context: RuleContext) -> [DeclarationMatch] {
        var matches: [DeclarationMatch] = []
        let functions = context.index.allFunctions.sorted { ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line) }
        // By signature once, not per function: a large module has thousands of each.
        var requirementSignatures: Set<String> = []
        var implementationsBySignature: [String: [FunctionDeclarationFact]] = [:]
        for function in functions {
            if function.isRequirement {
                requirementSignatures.insert(function.signature)
            } else if !function.returned.isEmpty {
                implementationsBySignature[function.signature, default: []].append(function)
            }
        }
        for function in functions {
            let implementations: [FunctionDeclarationFact]
            if function.isRequirement {
                implementations = implementationsBySignature[function.signature] ?? []
            } else {
                if requirementSignatures.contains(function.signature) || Self.implementsReactor(function, in: context.index) { continue }
                implementations = function.returned.isEmpty ? [] : [function]
            }
            guard !implementations.isEmpty, context.functions.asyncAlternative(for: function) != .exists,
                  implementations.allSatisfy(context.functions.returnsSingleValue),
                  // `future_wrapped_task` and `data_task_publisher` say more about these bodies.
                  !implementations.contains(where: { $0.returnsDataTaskRequest || context.functions.wrapsTaskInFuture($0) })
            else { continue }
            let count = implementations.count
            let what = function.isRequirement
                ? "every implementation (\(count)) of `\(function.name)` returns a single value"
                : "`\(function.name)` returns a single value"
            matches.append(
                DeclarationMatch(
                    message: "\(what) as `\(function.returnType)`: add an `async throws` alternative and migrate callers to it.",
                    file: function.location.file, span: function.nameSpan, fingerprintText: function.key))
        }
        return matches
    }

    /// ReactorKit calls a reactor's `mutate(action:)` and `transform(…)` itself and subscribes
    /// to what they return: an `async` alternative would have no caller.
    private static func implementsReactor(_ function: FunctionDeclarationFact, in index: ModuleIndex) -> Bool {
        guard ["mutate", "transform"].contains(function.name), let owner = function.typeName else { return false }
        return index.types(named: ModuleIndex.simpleName(owner), near: function.location.file)
            .contains { $0.inheritedTypes.contains("Reactor") }
    }

    /// A requirement gets an `async throws` twin and a default implementation in an extension of
    /// its protocol that bridges from the publisher version, so every conformer and caller
    /// still compiles; a function gets the same bridge beside it, as an `async` alternative.
    /// Unsafe: a caller inside async code that kept subscribing may now pick the new overload.
    func fixes(for finding: Finding, in file: ParsedSourceFile, context: RuleContext) -> FixOptions {
        guard let token = file.token(at: finding.span.startOffset),
              let function = token.parent?.as(FunctionDeclSyntax.self), let bridge = PublisherBridge(function)
        else { return .none }
        let start = function.positionAfterSkippingLeadingTrivia.utf8Offset
        let indentation = file.indentation(ofLineContaining: start)
        let unit = FixSyntax.indentUnit(file, near: start)
        if function.body == nil {
            guard let requirements = function.parent?.parent?.parent?.as(MemberBlockSyntax.self),
                  let proto = requirements.parent?.as(ProtocolDeclSyntax.self)
            else { return .none }
            let protoStart = proto.positionAfterSkippingLeadingTrivia.utf8Offset
            let outer = file.indentation(ofLineContaining: protoStart)
            let protoUnit = FixSyntax.indentUnit(file, near: protoStart)
            let body = bridge.body(indentation: outer + protoUnit + protoUnit, unit: protoUnit).joined(separator: "\n")
            let protoEnd = proto.endPositionBeforeTrailingTrivia.utf8Offset
            // A default of a public requirement must be public, or conformers elsewhere lack it.
            let access = proto.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
            let extensionText = "\n\n\(outer)extension \(proto.name.text) {\n\(outer + protoUnit)\(access)\(bridge.asyncHeader) {\n"
                + "\(body)\n\(outer + protoUnit)}\n\(outer)}"
            // The twin goes on the next line, after any comment that ends the requirement's; a
            // requirement on its protocol's own line (`protocol P { func f() -> … }`) gets it there.
            let sharesLine = requirementsShareLine(requirements, file)
            var functionEnd = function.endPositionBeforeTrailingTrivia.utf8Offset
            if !sharesLine {
                while functionEnd < file.bytes.count, file.bytes[functionEnd] != UInt8(ascii: "\n"),
                      file.bytes[functionEnd] != UInt8(ascii: "\r")
                {
                    functionEnd += 1
                }
            }
            let separator = sharesLine ? "; " : "\n\(indentation)"
            return FixOptions(
                fix: Fix(
                    description: "Add `\(bridge.asyncHeader)` with a default that awaits the publisher version",
                    applicability: .unsafe,
                    edits: [
                        TextEdit(startOffset: functionEnd, endOffset: functionEnd, replacement: separator + bridge.asyncHeader),
                        TextEdit(startOffset: protoEnd, endOffset: protoEnd, replacement: extensionText),
                    ]))
        }
        guard let alternative = AsyncAlternative(finding: finding, file: file), alternative.throwsErrors else { return .none }
        let body = bridge.body(indentation: indentation + unit, unit: unit).joined(separator: "\n")
        return FixOptions(
            fix: Fix(
                description: "Add `async` alternative `\(alternative.swiftName)` that awaits the publisher version",
                applicability: .unsafe, edits: alternative.edits(body: body), provides: alternative.provides(finding, context: context)))
    }

    /// Whether the protocol's members sit on the line of its opening brace.
    private func requirementsShareLine(_ members: MemberBlockSyntax, _ file: ParsedSourceFile) -> Bool {
        let brace = members.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        let first = members.members.first?.positionAfterSkippingLeadingTrivia.utf8Offset ?? brace
        return !file.bytes[brace..<first].contains(UInt8(ascii: "\n"))
    }
}
