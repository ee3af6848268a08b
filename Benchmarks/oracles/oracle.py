#!/usr/bin/env python3
"""Score `remodel migrate --write` against people's own ObservableObject → @Observable migrations
(kind `observable`) and The Composable Architecture WithViewStore → @ObservableState migrations
(kind `tca`, run with `--tca`).

For each case in cases.tsv (a fetched mirror with full history, the commit before and after a
human migration, optionally the classes the human migrated), extract both trees with `git archive`,
run Remodel on a copy of the "before" tree, and compare the lines Remodel changed with the lines
the human changed, in the Swift files the human changed that involve the migration.

A changed line is a removed ('-') or added ('+') line of a unified line diff, normalised so that
style does not count: whitespace, access and `final` modifiers, the order of a line's attributes,
`@MainActor` on a class line, trailing commas; blank lines, comments and `import Observation` /
`import Combine` are left out. precision = matched / Remodel's lines, recall = matched / the
human's lines (multisets per file), F1 their harmonic mean.

Kind `tca`: the files that count are those whose before or after text mentions a TCA observation
API (KEYWORDS_TCA). People upgrade the TCA package in the migration commit itself, and Remodel
refuses to migrate while Package.resolved pins TCA below 1.7 ("upgrade TCA first, then re-run");
so for these cases the human's dependency files (Package.resolved, Package.swift, *.pbxproj) are
laid over the "before" tree first, and both the human's and Remodel's changes are measured from
that upgraded tree (none of those files is compared: only Swift files are, and Package.swift is
then the same on both sides). Lines are diffed after normalising (observable cases diff the raw
lines), so re-indenting the body of a removed WithViewStore is no change. The last column counts lines still using a legacy TCA API
(LEGACY_TCA) after Remodel's run, with the human's after-tree count in brackets.

Nothing fetched is written outside the scratch folder. Python 3 standard library only.
"""
import argparse, collections, difflib, json, os, re, shutil, subprocess, sys, tarfile, io

KEYWORDS = ("ObservableObject", "@Published", "@StateObject", "@ObservedObject", "@EnvironmentObject",
            "environmentObject", "@Observable", "@Bindable", "@Environment(", "ObservationIgnored")
KEYWORDS_TCA = ("WithViewStore", "ViewStore", "viewStore", "IfLetStore", "SwitchStore", "CaseLet", "ForEachStore",
                "NavigationStackStore", "BindingState", "BindingViewState", "BindingViewStore", "ObservableState",
                "PresentationState", "@Presents", "@Bindable", "store.scope", "$store", "sending(",
                "WithPerceptionTracking")
LEGACY_TCA = re.compile(r"\b(WithViewStore|ViewStore|ViewStoreOf|viewStore|IfLetStore|SwitchStore|CaseLet|ForEachStore|"
                        r"NavigationStackStore)\b|@BindingState\b|@PresentationState\b|@BindingViewState\b")
UPGRADE_FILES = re.compile(r"(^|/)(Package\.resolved|Package\.swift|[^/]*\.pbxproj)$")
MODIFIERS = {"private", "fileprivate", "internal", "public", "open", "package", "final", "private(set)",
             "fileprivate(set)", "internal(set)", "public(set)", "@MainActor"}

def run(cmd, cwd=None, check=True):
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    if check and p.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed: {p.stderr[-400:]}")
    return p

def extract(mirror, commit, dest):
    os.makedirs(dest, exist_ok=True)
    archived = subprocess.run(["git", "-C", mirror, "archive", "--format=tar", commit], capture_output=True)
    if archived.returncode != 0:
        # A fetched snapshot may leave out its largest files (binaries): write the tree blob by blob,
        # skipping the blobs the mirror lacks.
        return extract_present_blobs(mirror, commit, dest)
    with tarfile.open(fileobj=io.BytesIO(archived.stdout)) as tar:
        tar.extractall(dest, filter="data") if sys.version_info >= (3, 12) else tar.extractall(dest)

def extract_present_blobs(mirror, commit, dest):
    listing = subprocess.run(["git", "-C", mirror, "ls-tree", "-r", "-z", commit], capture_output=True, check=True).stdout
    entries = []
    for record in listing.split(b"\0"):
        if not record:
            continue
        meta, path = record.split(b"\t", 1)
        mode, kind, sha = meta.split()
        if kind == b"blob":
            entries.append((mode, sha.decode(), path.decode("utf-8", "surrogateescape")))
    batch = subprocess.Popen(["git", "-C", mirror, "cat-file", "--batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    skipped = 0
    for mode, sha, path in entries:
        batch.stdin.write(sha.encode() + b"\n")
        batch.stdin.flush()
        header = batch.stdout.readline().split()
        if len(header) < 3 or header[1] == b"missing":
            skipped += 1
            continue
        data = batch.stdout.read(int(header[2]))
        batch.stdout.read(1)
        target = os.path.join(dest, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if mode == b"120000":
            os.symlink(data.decode("utf-8", "surrogateescape"), target)
            continue
        with open(target, "wb") as out:
            out.write(data)
        if mode == b"100755":
            os.chmod(target, 0o755)
    batch.stdin.close()
    batch.wait()
    if skipped:
        print(f"note: {skipped} blob(s) of {commit[:12]} absent from the mirror, left out", file=sys.stderr)

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

def changed(before, after, normalised_diff=False):
    """normalised_diff (kind tca): diff the normalised lines, so that re-indenting a block (the body
    of a removed WithViewStore) is no change; otherwise a dedented line counts as removed and added."""
    out = collections.Counter()
    if normalised_diff:
        a = [n for n in map(normalise, before.splitlines()) if n is not None]
        b = [n for n in map(normalise, after.splitlines()) if n is not None]
        for line in difflib.unified_diff(a, b, lineterm="", n=0):
            if not line.startswith(("---", "+++", "@@")):
                out[(line[0], line[1:])] += 1
        return out
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

def legacy_tca_lines(root):
    n = 0
    for rel in swift_files(root):
        for line in read(os.path.join(root, rel)).splitlines():
            s = line.strip()
            if s.startswith("//"):
                continue
            if LEGACY_TCA.search(s):
                n += 1
    return n

def upgrade_dependencies(before, human):
    """Lay the human's dependency files over the before tree (kind tca: TCA upgraded first)."""
    for dirpath, dirnames, filenames in os.walk(human):
        dirnames[:] = [d for d in dirnames if d not in (".git", ".build")]
        for name in filenames:
            rel = os.path.relpath(os.path.join(dirpath, name), human)
            if UPGRADE_FILES.search(rel):
                os.makedirs(os.path.dirname(os.path.join(before, rel)), exist_ok=True)
                shutil.copyfile(os.path.join(human, rel), os.path.join(before, rel))

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
    if kind == "tca":
        upgrade_dependencies(before, human)
    keywords = KEYWORDS_TCA if kind == "tca" else KEYWORDS
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
        if b != h and any(k in b or k in h for k in keywords):
            relevant.append(rel)
    matched = humans = tools = 0
    for rel in relevant:
        b = read(os.path.join(before, rel))
        hc = changed(b, read(os.path.join(human, renamed.get(rel, rel))), kind == "tca")
        tc = changed(b, read(os.path.join(tool, rel)), kind == "tca")
        matched += sum((hc & tc).values())
        humans += sum(hc.values())
        tools += sum(tc.values())
    # Lines Remodel changed in files the human left alone count against precision too.
    outside = 0
    for rel in sorted(set(swift_files(tool)) - set(relevant)):
        b, t = read(os.path.join(before, rel)), read(os.path.join(tool, rel))
        if b != t:
            outside += sum(changed(b, t, kind == "tca").values())
    tools += outside
    if kind == "tca":
        leftover = f"{legacy_tca_lines(tool)} ({legacy_tca_lines(human)})"
    else:
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
    last = {"observable": ".environmentObject left", "tca": "legacy TCA lines left (human's)"}.get(args.kind, "left over")
    print(f"| case | files | human lines | remodel lines (outside) | matched | precision | recall | F1 | migrated / manual / kept | exit | {last} |")
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
