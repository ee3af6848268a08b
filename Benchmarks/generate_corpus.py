#!/usr/bin/env python3
"""Writes a deterministic benchmark corpus: copies of Examples/LegacyApp with every declared type
renamed per copy (so the project index sees distinct types, as in a real large app).
Usage: generate_corpus.py OUTPUT_DIR MIN_LINES [--same-names]

--same-names keeps every copy's type names, as in an app where every feature has its own
`ViewModel`: the shape that made name lookups (and anything grouped by simple name) quadratic."""
import os, re, sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
source = os.path.join(root, "Examples", "LegacyApp", "Sources")
output, min_lines = sys.argv[1], int(sys.argv[2])
same_names = "--same-names" in sys.argv[3:]

templates = []
for folder, _, names in sorted(os.walk(source)):
    for name in sorted(names):
        if name.endswith(".swift"):
            path = os.path.join(folder, name)
            templates.append((os.path.relpath(path, source), open(path, encoding="utf-8").read()))
declared = set()
for _, text in templates:
    declared.update(re.findall(r"\b(?:class|struct|enum|actor|protocol)\s+([A-Z]\w*)", text))
pattern = re.compile(r"\b(" + "|".join(sorted(declared, key=len, reverse=True)) + r")\b")

lines, copy = 0, 0
while lines < min_lines:
    for relative, text in templates:
        renamed = text if same_names else pattern.sub(lambda m: f"{m.group(1)}{copy}", text)
        if copy > 0:
            renamed = renamed.replace("@main", "")  # one entry point in the whole corpus
        path = os.path.join(output, f"Copy{copy:04d}", relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(renamed)
        lines += renamed.count("\n")
    copy += 1
print(f"{lines} lines in {copy} copies of {len(templates)} files")
