#!/usr/bin/env python3
"""Score reviewed precision TSVs (written by sample.py, verdicts filled in).

    score.py reviews/*.tsv

Prints a Markdown table per rule (true / false / debatable / unreviewed / precision) and overall,
then per app, then every false finding with its reason. Precision = true / (true + false);
debatable findings are counted apart and left out of it. Python 3 standard library only.
"""

import collections
import sys

VERDICTS = ("true", "false", "debatable")
THRESHOLD = 0.90


def read(paths):
    rows = []
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            header = handle.readline().rstrip("\n").split("\t")
            for number, line in enumerate(handle, 2):
                if not line.strip():
                    continue
                cells = line.rstrip("\n").split("\t")
                cells += [""] * (len(header) - len(cells))
                row = dict(zip(header, cells))
                row["verdict"] = row.get("verdict", "").strip().lower()
                if row["verdict"] and row["verdict"] not in VERDICTS:
                    sys.exit(f"{path}:{number}: verdict must be one of {', '.join(VERDICTS)} or empty, got {row['verdict']!r}")
                row["where"] = f"{path}:{number}"
                rows.append(row)
    return rows


def precision(counts):
    judged = counts["true"] + counts["false"]
    return counts["true"] / judged if judged else None


def table(title, groups):
    print(f"### {title}\n")
    print("| | true | false | debatable | unreviewed | precision |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    total = collections.Counter()
    for name in sorted(groups):
        counts = groups[name]
        total.update(counts)
        value = precision(counts)
        shown = "—" if value is None else f"{value:.0%}" + (" ⚠" if value < THRESHOLD else "")
        print(f"| `{name}` | {counts['true']} | {counts['false']} | {counts['debatable']} | {counts['']} | {shown} |")
    value = precision(total)
    shown = "—" if value is None else f"{value:.0%}"
    print(f"| **overall** | **{total['true']}** | **{total['false']}** | **{total['debatable']}** | **{total['']}** | **{shown}** |")
    print()


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: score.py FILE.tsv...")
    rows = read(sys.argv[1:])
    by_rule = collections.defaultdict(collections.Counter)
    by_app = collections.defaultdict(collections.Counter)
    for row in rows:
        by_rule[row["rule"]][row["verdict"]] += 1
        by_app[row["app"]][row["verdict"]] += 1
    print(f"{len(rows)} findings from {len(by_app)} apps; ⚠ marks precision below {THRESHOLD:.0%}.\n")
    table("Per rule", by_rule)
    table("Per app", by_app)
    for verdict in ("false", "debatable"):
        chosen = [row for row in rows if row["verdict"] == verdict]
        if not chosen:
            continue
        print(f"### {verdict.capitalize()} findings\n")
        for row in sorted(chosen, key=lambda r: (r["rule"], r["app"], r["file"], int(r["line"] or 0))):
            print(f"- `{row['rule']}` {row['app']} `{row['file']}:{row['line']}` — {row['reason']}")
        print()


if __name__ == "__main__":
    main()
