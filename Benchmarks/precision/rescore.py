#!/usr/bin/env python3
"""Precision after a change, on findings already judged (issue #12).

Re-lints each app with a new binary and keeps the verdicts whose finding (rule, file, line) the new
binary still reports with the same message: those verdicts still hold. A judged finding that is gone
was removed by the change; one reported with a new message is listed apart and left out (its
verdict was about the old message). Prints per-rule tables before and after.

    rescore.py --binary B --app Damus=/tmp/papps/damus [--paths NAME=a,b] reviews/*.tsv …

New findings (reported now, never judged) are counted per rule, not judged: sample them with
sample.py --exclude to review them.
"""

import argparse
import collections
import csv
import json
import subprocess
import sys

from sample import clean, lint, parse_pairs


def load(paths):
    rows = []
    for path in paths:
        with open(path, newline="") as handle:
            rows += [row for row in csv.DictReader(handle, delimiter="\t") if row.get("verdict")]
    return rows


def table(rows, title):
    counts = collections.defaultdict(collections.Counter)
    for row in rows:
        counts[row["rule"]][row["verdict"]] += 1
    print(f"\n### {title}\n")
    print("| rule | true | false | debatable | precision |")
    print("| --- | ---: | ---: | ---: | ---: |")
    total = collections.Counter()
    for rule in sorted(counts):
        c = counts[rule]
        total.update(c)
        judged = c["true"] + c["false"]
        precision = f"{100 * c['true'] / judged:.0f}%" if judged else "–"
        flag = " ⚠" if judged and c["true"] / judged < 0.9 else ""
        print(f"| `{rule}` | {c['true']} | {c['false']} | {c['debatable']} | {precision}{flag} |")
    judged = total["true"] + total["false"]
    overall = f"{100 * total['true'] / judged:.0f}%" if judged else "–"
    print(f"| **overall** | **{total['true']}** | **{total['false']}** | **{total['debatable']}** | **{overall}** |")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", required=True)
    parser.add_argument("--app", action="append", required=True, help="NAME=DIR (NAME as in the TSV's app column)")
    parser.add_argument("--paths", action="append", help="NAME=p1,p2: lint paths inside DIR (default .)")
    parser.add_argument("--all-rules", action="store_true", help="opt in to every rule (--only-rule with every id), as the review did")
    parser.add_argument("tsv", nargs="+")
    args = parser.parse_args()
    apps = parse_pairs(args.app, "--app")
    paths = {name: value.split(",") for name, value in parse_pairs(args.paths, "--paths").items()}
    rows = [row for row in load(args.tsv) if row["app"] in apps]
    now = {}
    new_counts = collections.Counter()
    judged_keys = {(r["app"], r["rule"], r["file"], r["line"]) for r in rows}
    extra = []
    if args.all_rules:
        listed = subprocess.run([args.binary, "rules", "--json"], capture_output=True, text=True, check=True).stdout
        extra = ["--only-rule", ",".join(rule["id"] for rule in json.loads(listed)["rules"])]
    for name, directory in apps.items():
        report = lint(args.binary, directory, paths.get(name, ["."]), extra)
        for finding in report.get("findings", report.get("diagnostics", [])):
            key = (name, finding.get("ruleID") or finding.get("rule"), finding.get("path") or finding.get("file"), str(finding.get("line")))
            now[key] = clean(finding.get("message", ""))
            if key not in judged_keys:
                new_counts[key[1]] += 1
    kept, gone, changed = [], [], []
    for row in rows:
        key = (row["app"], row["rule"], row["file"], row["line"])
        if key not in now:
            gone.append(row)
        elif now[key] != row["message"]:
            changed.append(row)
        else:
            kept.append(row)
    table(rows, f"Before ({len(rows)} judged findings)")
    table(kept, f"After: the {len(kept)} judged findings the new binary still reports")
    print(f"\nGone: {len(gone)} ({collections.Counter(r['verdict'] for r in gone)}); "
          f"reported with a new message, left out: {len(changed)}")
    for row in changed:
        print(f"  changed: {row['app']} {row['file']}:{row['line']} {row['rule']} (was {row['verdict']})")
    for row in gone:
        if row["verdict"] == "true":
            print(f"  lost true positive: {row['app']} {row['file']}:{row['line']} {row['rule']}")
    print(f"\nNew, unjudged findings per rule: {dict(sorted(new_counts.items()))}")


if __name__ == "__main__":
    main()
