#!/usr/bin/env python3
"""Sample Remodel findings per rule from real apps for a precision review (issue #12).

Runs `BINARY lint PATHS... --reporter json` inside each app's folder, groups the findings by
rule, draws a fixed-seed sample per rule and app, prints each sampled finding with the source
around it, and writes a TSV template to fill in (the `verdict` and `reason` columns are empty).

    sample.py --binary /tmp/remodel --app Damus=/tmp/papps/damus --per-rule 3 --seed 12 \
              --out reviews/damus.tsv > damus-context.txt

Deterministic: the same binary, checkouts, arguments and seed give the same sample and the same
output. Python 3 standard library only.
"""

import argparse
import collections
import json
import os
import random
import subprocess
import sys

COLUMNS = ["app", "repo_commit", "rule", "file", "line", "severity", "message", "verdict", "reason"]


def parse_pairs(values, what):
    """NAME=VALUE arguments → {NAME: VALUE}, in the order given."""
    pairs = {}
    for value in values or []:
        name, sep, rest = value.partition("=")
        if not sep or not name or not rest:
            sys.exit(f"sample.py: {what} must be NAME=VALUE, got {value!r}")
        if name in pairs:
            sys.exit(f"sample.py: {what} {name!r} given twice")
        pairs[name] = rest
    return pairs


def repo_commit(directory, given):
    if given:
        return given
    try:
        out = subprocess.run(["git", "-C", directory, "rev-parse", "HEAD"], capture_output=True, text=True, check=True)
        return out.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def lint(binary, directory, paths, extra=()):
    """The JSON report of one app. Exit code 1 means errors were found, 2 input errors; both still
    report everything that could be linted."""
    command = [os.path.abspath(binary), "lint", *paths, "--reporter", "json", *extra]
    result = subprocess.run(command, cwd=directory, capture_output=True, text=True)
    if result.returncode not in (0, 1, 2) or not result.stdout.strip():
        sys.exit(f"sample.py: {' '.join(command)} in {directory} failed ({result.returncode}):\n{result.stderr}")
    report = json.loads(result.stdout)
    for note in result.stderr.splitlines():
        print(f"# {note}", file=sys.stderr)
    skipped = [e for e in report.get("inputErrors", []) if "took longer than" in e.get("message", "")]
    if skipped:
        # The per-file time budget depends on machine load: which files are skipped (and so the
        # findings and the sample) can change from run to run. Rerun on an idler machine.
        print(f"# warning: {len(skipped)} file(s) skipped over the time budget in {directory}; "
              "the sample is only reproducible when the same files are skipped", file=sys.stderr)
    return report


def sample_size(count, per_rule, scale):
    """N per rule, plus one more per `scale` findings when --scale is given (rules with many
    findings get more)."""
    extra = count // scale if scale else 0
    return min(count, per_rule + extra)


def clean(text):
    return " ".join(str(text).replace("\t", " ").split())


def context(directory, path, line, radius):
    try:
        with open(os.path.join(directory, path), encoding="utf-8", errors="replace") as handle:
            lines = handle.read().split("\n")
    except OSError as error:
        return [f"    (cannot read {path}: {error})"]
    first, last = max(1, line - radius), min(len(lines), line + radius)
    return [f"{'>' if n == line else ' '}{n:6} | {lines[n - 1]}" for n in range(first, last + 1)]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", required=True, help="the remodel executable")
    parser.add_argument("--app", action="append", required=True, metavar="NAME=DIR", help="an app checkout (repeatable)")
    parser.add_argument("--paths", action="append", metavar="NAME=P1,P2", help="lint these paths inside the app's DIR instead of '.' (one per module with its own .remodel.yml)")
    parser.add_argument("--commit", action="append", metavar="NAME=SHA", help="the app's commit when DIR is not a git work tree")
    parser.add_argument("--per-rule", type=int, required=True, metavar="N", help="findings sampled per rule and app")
    parser.add_argument("--scale", type=int, default=0, metavar="M", help="sample one more finding per M findings of a rule (default: no extra)")
    parser.add_argument("--seed", required=True, help="random seed (any string)")
    parser.add_argument("--context", type=int, default=6, metavar="LINES", help="source lines shown each side (default 6)")
    parser.add_argument("--out", required=True, metavar="FILE.tsv", help="the TSV template to write")
    parser.add_argument("--rule", action="append", metavar="ID", help="sample only these rules (repeatable; default: all)")
    parser.add_argument("--exclude", action="append", metavar="FILE.tsv", help="leave out findings already in these TSVs (a second round with another seed)")
    parser.add_argument("--all-rules", action="store_true", help="opt in to every rule (--only-rule with every id), as rescore.py --all-rules does")
    parser.add_argument("--counts-only", action="store_true", help="print per-rule counts and write no sample (held-out apps)")
    args = parser.parse_args()

    apps = parse_pairs(args.app, "--app")
    paths = {name: value.split(",") for name, value in parse_pairs(args.paths, "--paths").items()}
    commits = parse_pairs(args.commit, "--commit")
    for name in list(paths) + list(commits):
        if name not in apps:
            sys.exit(f"sample.py: {name!r} is not an --app")

    excluded = set()
    for path in args.exclude or []:
        with open(path, encoding="utf-8") as handle:
            header = handle.readline().rstrip("\n").split("\t")
            for line in handle:
                row = dict(zip(header, line.rstrip("\n").split("\t")))
                excluded.add((row["app"], row["rule"], row["file"], row["line"], row["message"]))

    extra = []
    if args.all_rules:
        listed = subprocess.run([os.path.abspath(args.binary), "rules", "--json"], capture_output=True, text=True, check=True).stdout
        extra = ["--only-rule", ",".join(rule["id"] for rule in json.loads(listed)["rules"])]

    rows = []
    for name, directory in apps.items():
        commit = repo_commit(directory, commits.get(name))
        report = lint(args.binary, directory, paths.get(name, ["."]), extra)
        by_rule = collections.defaultdict(list)
        for finding in report["diagnostics"]:
            by_rule[finding["rule"]].append(finding)
        print(f"## {name} ({commit}): {report['summary']}, {len(report.get('inputErrors', []))} input errors")
        for rule in sorted(by_rule, key=lambda r: (-len(by_rule[r]), r)):
            print(f"   {len(by_rule[rule]):5}  {rule}")
        print()
        if args.counts_only:
            continue
        for rule in sorted(by_rule):
            if args.rule and rule not in args.rule:
                continue
            findings = [f for f in by_rule[rule]
                        if (name, rule, f["file"], str(f["line"]), clean(f["message"])) not in excluded]
            findings.sort(key=lambda f: (f["file"], f["line"], f.get("column", 0), f["message"]))
            count = sample_size(len(findings), args.per_rule, args.scale)
            # A string seed is hashed with SHA-512 by `random`: stable across runs and platforms.
            chosen = random.Random(f"{args.seed}:{name}:{rule}").sample(findings, count)
            chosen.sort(key=lambda f: (f["file"], f["line"], f.get("column", 0)))
            for index, finding in enumerate(chosen, 1):
                print(f"=== {name} · {rule} · {index}/{count} of {len(findings)} · {finding['file']}:{finding['line']}:{finding.get('column', 0)} [{finding['severity']}]")
                print(f"    {finding['message']}")
                if finding.get("suggestion"):
                    print(f"    suggestion: {finding['suggestion']}")
                print("\n".join(context(directory, finding["file"], finding["line"], args.context)))
                print()
                rows.append([name, commit, rule, finding["file"], str(finding["line"]), finding["severity"],
                             clean(finding["message"]), "", ""])

    if args.counts_only:
        return
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w", encoding="utf-8", newline="\n") as handle:
        handle.write("\t".join(COLUMNS) + "\n")
        for row in rows:
            handle.write("\t".join(clean(cell) for cell in row) + "\n")
    print(f"wrote {len(rows)} findings to {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
