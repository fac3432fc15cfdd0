#!/usr/bin/env python3
"""Blind verdict evaluation: StreamLint's verdicts against labels a reviewer gave from the code.

The labels (labels/*.tsv) were written by reviewers who saw only RUBRIC.md and the apps' code,
never the tool's output. halves.tsv splits the apps in two before any tuning: work on `tune`,
report `holdout` only at the end.

Usage:
    Benchmarks/verdicts/evaluate.py --apps APPS_DIR [--half tune|holdout|all] [--app owner__repo ...] [--streamlint PATH] [--show N]

APPS_DIR holds one checkout per app, named like its labels file (`owner__repo`), at the
commit the labels name (the apps' code is never committed here). Each app is linted on its
own, as a user would: `streamlint lint --format json APPS_DIR/owner__repo`.
"""
import argparse
import collections
import csv
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
VERDICTS = ["keep", "rewrite", "review"]


def read_tsv(path):
    with open(path, encoding="utf-8") as handle:
        return list(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))


def lint(streamlint, folder):
    run = subprocess.run([streamlint, "lint", "--format", "json", folder], capture_output=True, text=True)
    if run.returncode not in (0, 1):
        sys.exit(f"streamlint failed on {folder} (exit {run.returncode}): {run.stderr[:500]}")
    return json.loads(run.stdout)


def hazards_of(text):
    return {h.strip().rstrip("!") for h in text.split(",") if h.strip() and h.strip() != "-"}


def ratio(a, b):
    return f"{a}/{b} = {100.0 * a / b:.0f}%" if b else f"{a}/0"


def report(title, rows):
    """rows: (label, tool pipeline or None)."""
    total = len(rows)
    if not total:
        return
    agree = sum(1 for label, tool in rows if tool and tool["verdict"] == label["verdict"])
    keep_always = sum(1 for label, _ in rows if label["verdict"] == "keep")
    missing = sum(1 for _, tool in rows if tool is None)
    tool_review = sum(1 for _, tool in rows if tool and tool["verdict"] == "review")
    label_rewrite = sum(1 for label, _ in rows if label["verdict"] == "rewrite")
    tool_rewrite = sum(1 for _, tool in rows if tool and tool["verdict"] == "rewrite")
    both_rewrite = sum(1 for label, tool in rows if tool and label["verdict"] == tool["verdict"] == "rewrite")
    label_h = tool_h = both_h = error_fp = 0
    for label, tool in rows:
        expected = hazards_of(label["hazards"])
        found = set(tool["hazards"]) if tool else set()
        label_h += len(expected)
        tool_h += len(found)
        both_h += len(expected & found)
        if tool and "missing_receive_context" in found - expected:
            error_fp += 1
    print(f"\n## {title}: {total} labelled pipelines")
    print(f"verdict agreement      {ratio(agree, total)}   (answering keep every time: {ratio(keep_always, total)})")
    print(f"pipelines not found    {ratio(missing, total)}")
    print(f"review given           {ratio(tool_review, total)}")
    print(f"rewrite recall         {ratio(both_rewrite, label_rewrite)}   precision {ratio(both_rewrite, tool_rewrite)}")
    print(f"hazard recall          {ratio(both_h, label_h)}   precision {ratio(both_h, tool_h)}   "
          f"missing_receive_context false positives {error_fp}")
    matrix = collections.Counter((label["verdict"], tool["verdict"] if tool else "missing") for label, tool in rows)
    columns = VERDICTS + ["missing"]
    print("confusion (rows: reviewer, columns: tool)")
    print("           " + "".join(f"{c:>9}" for c in columns))
    for verdict in VERDICTS:
        print(f"{verdict:>10} " + "".join(f"{matrix[(verdict, c)]:>9}" for c in columns))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--apps", required=True)
    parser.add_argument("--half", default="tune", choices=["tune", "holdout", "all"])
    parser.add_argument("--streamlint", default=os.path.join(HERE, "..", "..", ".build", "release", "streamlint"))
    parser.add_argument("--show", type=int, default=0, help="print N disagreements")
    parser.add_argument("--app", action="append", default=[],
                        help="only this app (owner__repo); repeat for several, e.g. one holdout's apps after it joined tune")
    options = parser.parse_args()

    halves = {row["app"]: row for row in read_tsv(os.path.join(HERE, "halves.tsv"))}
    rows_by_framework = collections.defaultdict(list)
    disagreements = []
    for app, info in sorted(halves.items()):
        if options.half != "all" and info["half"] != options.half:
            continue
        if options.app and app not in options.app:
            continue
        folder = os.path.join(options.apps, app)
        if not os.path.isdir(folder):
            sys.exit(f"missing checkout {folder}: extract {app} at the labels' commit there")
        result = lint(options.streamlint, folder)
        by_place = collections.defaultdict(list)
        for pipeline in result["pipelines"]:
            rule = pipeline.get("verdictRule")
            by_place[(pipeline["file"], pipeline["line"])].append({
                "verdict": pipeline["verdict"], "rule": rule,
                "hazards": [r for r in pipeline.get("ruleIds", []) if r != rule],
            })
        for label in read_tsv(os.path.join(HERE, "labels", app + ".tsv")):
            found = by_place.get((label["path"], int(label["line"])))
            tool = found[0] if found else None
            rows_by_framework[info["framework"]].append((label, tool))
            if tool is None or tool["verdict"] != label["verdict"] or set(tool["hazards"]) != hazards_of(label["hazards"]):
                disagreements.append((app, label, tool))

    everything = [row for rows in rows_by_framework.values() for row in rows]
    report(f"{options.half}: all frameworks", everything)
    for framework in sorted(rows_by_framework):
        report(f"{options.half}: {framework}", rows_by_framework[framework])
    for app, label, tool in disagreements[: options.show]:
        got = f"{tool['verdict']} {tool['rule']} {','.join(tool['hazards']) or '-'}" if tool else "not found"
        print(f"- {label['path']}:{label['line']} ({app}) reviewer {label['verdict']} {label['rule']} "
              f"{label['hazards']} | tool {got} | {label['evidence']}")


if __name__ == "__main__":
    main()
