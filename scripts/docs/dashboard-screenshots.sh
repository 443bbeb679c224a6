#!/usr/bin/env bash
# Regenerates the dashboard's screenshots for the docs (issue 35, decision 059) into
# docs/screenshots/issue-35: the browser test (tests/e2e/dashboard.spec.ts) bills a visit, opens
# /responsable/tableau-de-bord and shoots it at 390, 768 and 1440 px and as printed; the PNGs are
# then made smaller (pngquant when present, sharp otherwise).
#
#   NEXT_DIST_DIR=.next-docs npm run build
#   NEXT_DIST_DIR=.next-docs scripts/docs/dashboard-screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
out="docs/screenshots/issue-35"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
DASHBOARD_SHOTS_DIR="$work" npx playwright test tests/e2e/dashboard.spec.ts
mkdir -p "$out"
for name in dashboard-390 dashboard-768 dashboard-1440 dashboard-print; do
  if command -v pngquant >/dev/null; then
    pngquant --force --quality 60-85 --output "$out/$name.png" "$work/$name.png"
  else
    node -e 'require("sharp")(process.argv[1]).png({ palette: true, quality: 80, compressionLevel: 9 }).toFile(process.argv[2])' "$work/$name.png" "$out/$name.png"
  fi
done
ls -l "$out"
