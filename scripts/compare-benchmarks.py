#!/usr/bin/env python3
"""Print two builds' benchmark figures side by side.

Usage:
    scripts/compare-benchmarks.py BEFORE_EXE AFTER_EXE GROUP [GROUP ...]

Runs `BEFORE_EXE GROUP` and then `AFTER_EXE GROUP` for each group (the `benchmarks`
executables of two checkouts, release builds), with `BENCH_CLOCK=cpu` unless the
environment sets BENCH_CLOCK already (each thread's CPU time: figures that hold on a
machine busy with other work), and prints one Markdown table row per figure the two
runs share: the label, the before and after values, and after/before for the first
number of each (below 1 is faster or smaller). A figure only one side prints is listed
with "-" on the other side. Lines are matched by their label: the text before the
value column (the benchmarks print labels padded to a column, then the value).
"""
import os
import re
import subprocess
import sys

# A label, then two or more spaces, then the value (which starts with a number).
LINE = re.compile(r'^(?P<label>\S.*?|\s+\S.*?)\s{2,}(?P<value>[-+]?\d[\d,.]*.*)$')
NUMBER = re.compile(r'[-+]?\d[\d,]*(?:\.\d+)?')


def run(exe, group, env):
    out = subprocess.run([exe, group], env=env, capture_output=True, text=True, check=False)
    if out.returncode != 0:
        sys.stderr.write(f'{exe} {group}: exit {out.returncode}\n{out.stderr}')
    return out.stdout.splitlines()


def figures(lines):
    """(section, label) → value, in the order printed."""
    found, section = {}, ''
    for line in lines:
        if line.startswith('=='):
            section = line.strip('= ').strip()
            continue
        m = LINE.match(line)
        if m:
            found[(section, m.group('label').strip())] = m.group('value').strip()
    return found


def first_number(value):
    m = NUMBER.search(value)
    return float(m.group(0).replace(',', '')) if m else None


def main(argv):
    if len(argv) < 3:
        sys.stderr.write(__doc__)
        return 2
    before_exe, after_exe, groups = argv[0], argv[1], argv[2:]
    env = dict(os.environ)
    env.setdefault('BENCH_CLOCK', 'cpu')
    print(f'BENCH_CLOCK={env["BENCH_CLOCK"]}; before: {before_exe}; after: {after_exe}')
    for group in groups:
        before = figures(run(before_exe, group, env))
        after = figures(run(after_exe, group, env))
        print(f'\n### {group}\n')
        print('| figure | before | after | after/before |')
        print('|---|---|---|---|')
        keys = list(after) + [k for k in before if k not in after]
        for key in keys:
            b, a = before.get(key), after.get(key)
            ratio = '-'
            if a and b:
                nb, na = first_number(b), first_number(a)
                if nb and na is not None:
                    ratio = f'{na / nb:.2f}'
            print(f'| {key[1]} | {b or "-"} | {a or "-"} | {ratio} |')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
