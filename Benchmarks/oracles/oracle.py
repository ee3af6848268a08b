#!/usr/bin/env python3
"""Score `remodel migrate --write` against people's own ObservableObject → @Observable migrations.

For each case in cases.tsv (a fetched mirror with full history, the commit before and after a
human migration, optionally the classes the human migrated), extract both trees with `git archive`,
run Remodel on a copy of the "before" tree, and compare the lines Remodel changed with the lines
the human changed, in the Swift files the human changed that involve the migration.

A changed line is a removed ('-') or added ('+') line of a unified line diff, normalised so that
style does not count: whitespace, access and `final` modifiers, the order of a line's attributes,
`@MainActor` on a class line, trailing commas; blank lines, comments and `import Observation` /
`import Combine` are left out. precision = matched / Remodel's lines, recall = matched / the
human's lines (multisets per file), F1 their harmonic mean.

Nothing fetched is written outside the scratch folder. Python 3 standard library only.
"""
import argparse, collections, difflib, json, os, re, shutil, subprocess, sys, tarfile, io

KEYWORDS = ("ObservableObject", "@Published", "@StateObject", "@ObservedObject", "@EnvironmentObject",
            "environmentObject", "@Observable", "@Bindable", "@Environment(", "ObservationIgnored")
MODIFIERS = {"private", "fileprivate", "internal", "public", "open", "package", "final", "private(set)",
             "fileprivate(set)", "internal(set)", "public(set)", "@MainActor"}

def run(cmd, cwd=None, check=True):
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    if check and p.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed: {p.stderr[-400:]}")
    return p

def extract(mirror, commit, dest):
    data = subprocess.run(["git", "-C", mirror, "archive", "--format=tar", commit], capture_output=True, check=True).stdout
    os.makedirs(dest, exist_ok=True)
    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        tar.extractall(dest, filter="data") if sys.version_info >= (3, 12) else tar.extractall(dest)

def normalise(line):
    s = line.strip()
    if not s or s.startswith("//") or s.startswith("/*") or s.startswith("*"):
        return None
    if s in ("import Observation", "import Combine"):
        return None
    s = s.rstrip(",").strip()
    tokens = s.split()
    tokens = [t for t in tokens if t not in MODIFIERS]
    attributes = sorted(t for t in tokens if t.startswith("@"))
    rest = [t for t in tokens if not t.startswith("@")]
    s = " ".join(attributes + rest)
    return s or None

def changed(before, after):
    out = collections.Counter()
    for line in difflib.unified_diff(before.splitlines(), after.splitlines(), lineterm="", n=0):
        if line.startswith(("---", "+++", "@@")):
            continue
        n = normalise(line[1:])
        if n is not None:
            out[(line[0], n)] += 1
    return out

def read(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read()
    except FileNotFoundError:
        return ""

def swift_files(root):
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if not d.startswith(".")]
        for name in filenames:
            if name.endswith(".swift"):
                yield os.path.relpath(os.path.join(dirpath, name), root)

def score_case(binary, mirror_root, case, scratch, extra=()):
    extra = list(extra)
    kind, mirror, before_rev, after_rev, only = case["kind"], case["mirror"], case["before"], case["after"], case["only"]
    repo = os.path.join(mirror_root, mirror, "repo")
    name = f"{mirror}@{after_rev}"
    base = os.path.join(scratch, re.sub(r"[^A-Za-z0-9_.-]", "_", name))
    shutil.rmtree(base, ignore_errors=True)
    before, human, tool = (os.path.join(base, d) for d in ("before", "human", "remodel"))
    extract(repo, before_rev, before)
    extract(repo, after_rev, human)
    shutil.copytree(before, tool, symlinks=True)
    cmd = [binary, "migrate", ".", "--write", "--allow-dirty", "--json"] + (["--tca"] if kind == "tca" else []) + extra
    if only:
        cmd += ["--only", only]
    p = run(cmd, cwd=tool, check=False)
    summary = {}
    try:
        summary = json.loads(p.stdout).get("summary", {})
    except (json.JSONDecodeError, AttributeError):
        pass
    # Files the human renamed are compared under both names (git's rename detection).
    renamed = {}
    status = run(["git", "-C", repo, "diff", "-M", "--name-status", before_rev, after_rev], check=False).stdout
    for line in status.splitlines():
        parts = line.split("\t")
        if parts[0].startswith("R") and len(parts) == 3 and parts[1].endswith(".swift"):
            renamed[parts[1]] = parts[2]
    files = (set(swift_files(before)) | set(swift_files(human))) - set(renamed.values())
    relevant = []
    for rel in sorted(files):
        b, h = read(os.path.join(before, rel)), read(os.path.join(human, renamed.get(rel, rel)))
        if b != h and any(k in b or k in h for k in KEYWORDS):
            relevant.append(rel)
    matched = humans = tools = 0
    for rel in relevant:
        b = read(os.path.join(before, rel))
        hc = changed(b, read(os.path.join(human, renamed.get(rel, rel))))
        tc = changed(b, read(os.path.join(tool, rel)))
        matched += sum((hc & tc).values())
        humans += sum(hc.values())
        tools += sum(tc.values())
    # Lines Remodel changed in files the human left alone count against precision too.
    outside = 0
    for rel in sorted(set(swift_files(tool)) - set(relevant)):
        b, t = read(os.path.join(before, rel)), read(os.path.join(tool, rel))
        if b != t:
            outside += sum(changed(b, t).values())
    tools += outside
    audit = run([binary, "audit", "."], cwd=tool, check=False)
    leftover = sum(1 for l in audit.stdout.splitlines() if "environmentObject" in l and "Observable" in l)
    precision = matched / tools if tools else (1.0 if humans == 0 else 0.0)
    recall = matched / humans if humans else 1.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return dict(name=name, kind=kind, files=len(relevant), human=humans, remodel=tools, outside=outside, matched=matched,
                precision=precision, recall=recall, f1=f1, exit=p.returncode,
                migrated=summary.get("migrated", "?"), manual=summary.get("manual", "?"), kept=summary.get("kept", "?"),
                leftover=leftover, error=(p.stderr.strip().splitlines() or [""])[-1] if p.returncode >= 2 else "")

def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--binary", required=True)
    ap.add_argument("--mirrors", default="/work/.mirror", help="folder holding <owner>+<name>/repo git mirrors")
    ap.add_argument("--cases", default=os.path.join(os.path.dirname(__file__), "cases.tsv"))
    ap.add_argument("--scratch", default=os.path.join(os.environ.get("TMPDIR", "/tmp"), "remodel-oracles"))
    ap.add_argument("--kind", choices=["observable", "tca"], help="only these cases")
    ap.add_argument("--migrate-flag", action="append", default=[], help="extra flag for remodel migrate (repeatable)")
    args = ap.parse_args()
    cases = []
    with open(args.cases) as f:
        for line in f:
            if not line.strip() or line.startswith("#"):
                continue
            parts = (line.rstrip("\n").split("\t") + [""] * 6)[:6]
            cases.append(dict(zip(["kind", "mirror", "before", "after", "only", "notes"], parts)))
    rows = []
    for case in cases:
        if args.kind and case["kind"] != args.kind:
            continue
        if not os.path.isdir(os.path.join(args.mirrors, case["mirror"], "repo")):
            print(f"skip {case['mirror']}: no mirror under {args.mirrors} (fetch it first)", file=sys.stderr)
            continue
        rows.append(score_case(os.path.abspath(args.binary), args.mirrors, case, args.scratch, args.migrate_flag))
    print("| case | files | human lines | remodel lines (outside) | matched | precision | recall | F1 | migrated / manual / kept | exit | .environmentObject left |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |")
    for r in rows:
        print(f"| {r['name']} | {r['files']} | {r['human']} | {r['remodel']} ({r['outside']}) | {r['matched']} | {r['precision']:.0%} | "
              f"{r['recall']:.0%} | {r['f1']:.2f} | {r['migrated']} / {r['manual']} / {r['kept']} | {r['exit']} | {r['leftover']} |"
              + (f" {r['error']}" if r['error'] else ""))
    m = sum(r["matched"] for r in rows); h = sum(r["human"] for r in rows); t = sum(r["remodel"] for r in rows)
    p = m / t if t else 0.0; rc = m / h if h else 0.0
    f1 = 2 * p * rc / (p + rc) if p + rc else 0.0
    print(f"| **total** ({len(rows)} cases) | {sum(r['files'] for r in rows)} | {h} | {t} | {m} | {p:.0%} | {rc:.0%} | {f1:.2f} | | | |")

if __name__ == "__main__":
    main()
