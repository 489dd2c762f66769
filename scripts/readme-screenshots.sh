#!/usr/bin/env bash
# Makes the README's screenshots: each screen rendered off-screen by the pixel backend
# (`--screenshot`, software renderer, no display needed) at 2x, 780 × 1688 pixels, into
# docs/screenshots/. Run from the repository's root after `swift build`.
set -euo pipefail
out=docs/screenshots
mkdir -p "$out"
bin=$(swift build --show-bin-path)
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
"$bin/contacts" --data-dir "$data" --screenshot "$out/contacts-sign-up.png" --scale 2
for demo in navigation inbox library controls collection; do
    "$bin/uikit-demos" --screenshot "$out/demo-$demo.png" --scale 2 "$demo"
done
ls -l "$out"
