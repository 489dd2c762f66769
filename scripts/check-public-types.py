#!/usr/bin/env python3
"""List Swift files whose top-level public or open types are not named after the file.

Usage:
    scripts/check-public-types.py [FOLDER ...]     (default: Sources)

The project's rule (ARCHITECTURE.md): one public type per file, named after it
(`UIColor.swift`); `Type+Concern.swift` holds extensions. A file `T.swift` may declare
the public type `T`; a `Type+Concern.swift` file none. Public typealiases are taken as
companions and not listed. Prints `path: Name, Name` per file that breaks the rule and
exits 1 when there is any, else exits 0 silently.
"""
import os
import re
import sys

DECLARATION = re.compile(
    r'^(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:public|open)\s+'
    r'(?:(?:final|indirect|nonisolated)\s+)*(class|struct|enum|protocol|actor)\s+(\w+)')


def offenders(folder):
    for directory, _, files in sorted(os.walk(folder)):
        for name in sorted(files):
            if not name.endswith('.swift'):
                continue
            path = os.path.join(directory, name)
            base = name[:-len('.swift')]
            with open(path, encoding='utf-8') as f:
                declared = [m.group(2) for m in map(DECLARATION.match, f) if m]
            if any(t != base for t in declared):
                yield path, declared


def main(argv):
    found = False
    for folder in argv or ['Sources']:
        for path, declared in offenders(folder):
            print(f'{path}: {", ".join(declared)}')
            found = True
    return 1 if found else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
