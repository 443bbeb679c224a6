#!/usr/bin/env bash
# Regenerates the feuille de soins' images for the docs (issue 35, decision 060) into
# docs/screenshots/issue-35: the layout screen at 1440 and 390 px from the browser test
# (tests/e2e/claim-form.spec.ts), then the test print, a filled overlay and an attestation rendered
# with `pdftoppm -png -r 60` (scripts/docs/claim-form-images.ts). The PNGs are made smaller with
# pngquant when present, else sharp.
#
#   NEXT_DIST_DIR=.next-docs npm run build
#   NEXT_DIST_DIR=.next-docs scripts/docs/claim-form-screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
out="docs/screenshots/issue-35"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
CLAIM_FORM_SHOTS_DIR="$work" npx playwright test tests/e2e/claim-form.spec.ts
mkdir -p "$out"
for name in feuille-de-soins-1440 feuille-de-soins-390; do
  target="$out/gabarit-${name#feuille-de-soins-}.png"
  if command -v pngquant >/dev/null; then
    pngquant --force --quality 60-85 --output "$target" "$work/$name.png"
  else
    node -e 'require("sharp")(process.argv[1]).png({ palette: true, quality: 80, compressionLevel: 9 }).toFile(process.argv[2])' "$work/$name.png" "$target"
  fi
done
npx tsx scripts/docs/claim-form-images.ts
ls -l "$out"
