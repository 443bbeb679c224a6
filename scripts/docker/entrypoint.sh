#!/bin/sh
# The image's entry point. The image keeps only the run-time part of Next (decision 029), which
# cannot load next.config.ts: as Next's own standalone server does, hand Next the configuration
# the build resolved (required-server-files.json) instead.
set -eu
dist="${NEXT_DIST_DIR:-.next}"
__NEXT_PRIVATE_STANDALONE_CONFIG="$(node -p "JSON.stringify(require('/app/$dist/required-server-files.json').config)")"
export __NEXT_PRIVATE_STANDALONE_CONFIG
exec "$@"
