#!/usr/bin/env python3
"""Writes deterministic inputs for the shapes whose cost once grew faster than the work.

Usage:
  generate_shapes.py nested-view-models OUTPUT_DIR FEATURES
      FEATURES files, each `enum FeatureN` with a nested `final class ViewModel: ObservableObject`
      and a view that writes its state: hundreds of types share the simple name `ViewModel`, as in
      apps where every feature has one (view-model-state-writable was quadratic here).
  generate_shapes.py single-file OUTPUT_FILE MEGABYTES
      One Swift file of about MEGABYTES MB: Examples/LegacyApp's sources concatenated over and
      over with every declared type renamed per copy (migrate on a 20 MB file was superlinear).
"""
import os, re, sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

FEATURE = """import SwiftUI

enum Feature{n} {{
    @MainActor
    final class ViewModel: ObservableObject {{
        @Published var title = "Feature {n}"
        @Published var isFavorite = false
        @Published var items: [String] = []
        @Published var query = ""
        @Published var count = {n}

        func load() async {{
            title = "Loaded {n}"
            items = ["a", "b"]
            count += 1
        }}

        func toggle() {{ isFavorite.toggle() }}
    }}

    struct Screen: View {{
        @StateObject private var viewModel = ViewModel()

        var body: some View {{
            VStack {{
                Text(viewModel.title)
                TextField("Search", text: $viewModel.query)
                Button("Favorite") {{ viewModel.isFavorite.toggle() }}
                Button("Add") {{ viewModel.items.append("x") }}
                Button("Reset") {{ viewModel.count = 0 }}
            }}
            .task {{ await viewModel.load() }}
        }}
    }}
}}
"""


def nested_view_models(output, features):
    for n in range(features):
        path = os.path.join(output, f"Feature{n // 100:02d}", f"Feature{n}.swift")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(FEATURE.format(n=n))
    print(f"{features} features in {output}")


def single_file(output, megabytes):
    source = os.path.join(root, "Examples", "LegacyApp", "Sources")
    templates = []
    for folder, _, names in sorted(os.walk(source)):
        for name in sorted(names):
            if name.endswith(".swift"):
                templates.append(open(os.path.join(folder, name), encoding="utf-8").read())
    declared = set()
    for text in templates:
        declared.update(re.findall(r"\b(?:class|struct|enum|actor|protocol)\s+([A-Z]\w*)", text))
    pattern = re.compile(r"\b(" + "|".join(sorted(declared, key=len, reverse=True)) + r")\b")
    imports = sorted({line for text in templates for line in text.splitlines() if line.startswith("import ")})
    body = [line for text in templates for line in text.splitlines() if not line.startswith("import ")]
    chunk = "\n".join(body).replace("@main", "") + "\n"
    target = int(megabytes * 1_000_000)
    os.makedirs(os.path.dirname(os.path.abspath(output)), exist_ok=True)
    written, copy = 0, 0
    with open(output, "w", encoding="utf-8") as f:
        header = "\n".join(imports) + "\n\n"
        f.write(header)
        written += len(header)
        while written < target:
            renamed = pattern.sub(lambda m: f"{m.group(1)}{copy}", chunk)
            f.write(renamed)
            written += len(renamed.encode("utf-8"))
            copy += 1
    print(f"{written} bytes, {copy} copies in {output}")


if __name__ == "__main__":
    if len(sys.argv) != 4 or sys.argv[1] not in ("nested-view-models", "single-file"):
        sys.exit(__doc__)
    if sys.argv[1] == "nested-view-models":
        nested_view_models(sys.argv[2], int(sys.argv[3]))
    else:
        single_file(sys.argv[2], float(sys.argv[3]))
