#!/usr/bin/env bash
# Regenerates the consultation's screenshots for the docs (issue 34, decision 062) into
# docs/screenshots/issue-34: the browser journey (tests/e2e/consultation-journey.spec.ts, on
# Playwright with the system Chromium, as every browser test) takes the note, the timeline with an
# image, the images gallery and the before/after viewer at 1440 and 390 px, and renders both PDFs'
# first pages with `pdftoppm -png -r 60`; the PNGs are then made smaller (pngquant when present).
#
#   NEXT_DIST_DIR=.next-docs npm run build
#   NEXT_DIST_DIR=.next-docs scripts/docs/consultation-screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
out="docs/screenshots/issue-34"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
CONSULTATION_SHOTS_DIR="$work" npx playwright test tests/e2e/consultation-journey.spec.ts
mkdir -p "$out"
for name in journey-note-1440 journey-note-390 journey-timeline-1440 journey-timeline-390 journey-images-1440 journey-images-390 \
  journey-viewer-compare-1440 journey-viewer-compare-390 journey-phone-link-1440 journey-ordonnance journey-arret-de-travail; do
  target="$out/${name#journey-}.png"
  if command -v pngquant >/dev/null; then
    pngquant --force --quality 60-85 --output "$target" "$work/$name.png"
  else
    node -e 'require("sharp")(process.argv[1]).png({ palette: true, quality: 80, compressionLevel: 9 }).toFile(process.argv[2])' "$work/$name.png" "$target"
  fi
done
ls -l "$out"
