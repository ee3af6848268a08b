#!/usr/bin/env python3
"""Lint each false-positive repro with only its rule and say whether Remodel still flags it.

    check_repros.py --binary PATH [repros/RULE__PATTERN ...]

Every folder under repros/ is named RULE__PATTERN and holds code that RULE reports but should not
(found in the precision review; see repros/README.md). Exit code 1 while any repro is still flagged.
Python 3 standard library only.
"""

import argparse
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", required=True, help="the remodel executable")
    parser.add_argument("folders", nargs="*", help="repro folders (default: all of repros/)")
    args = parser.parse_args()
    root = os.path.join(HERE, "repros")
    folders = args.folders or sorted(os.path.join(root, name) for name in os.listdir(root)
                                     if os.path.isdir(os.path.join(root, name)))
    still = 0
    for folder in folders:
        rule = os.path.basename(os.path.normpath(folder)).split("__")[0]
        result = subprocess.run([os.path.abspath(args.binary), "lint", folder, "--only-rule", rule, "--reporter", "json"],
                                capture_output=True, text=True)
        try:
            findings = [d for d in json.loads(result.stdout)["diagnostics"] if d["rule"] == rule]
        except (ValueError, KeyError):
            sys.exit(f"check_repros.py: {folder}: no JSON report ({result.returncode}): {result.stderr.strip()}")
        still += bool(findings)
        status = f"still flagged ({len(findings)})" if findings else "fixed"
        print(f"{status:20} {os.path.basename(os.path.normpath(folder))}")
    print(f"\n{still} of {len(folders)} repros still flagged")
    sys.exit(1 if still else 0)


if __name__ == "__main__":
    main()
