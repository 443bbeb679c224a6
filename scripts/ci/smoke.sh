#!/usr/bin/env bash
# CI smoke test of the built app on PostgreSQL (issue 2's "must show"): two instances started at
# the same moment on a fresh database both come up, migrations ran once, the first admin exists
# and can log in; each runs the compiled server (dist/server/serve.mjs). Run after `npm run build`
# (NEXT_DIST_DIR is honoured). Ports: SMOKE_PORTS.
set -euo pipefail
cd "$(dirname "$0")/../.."

pg_host=127.0.0.1
db="ci_smoke_$$"
read -r -a ports <<< "${SMOKE_PORTS:-3401 3402}"
admin_email=admin@smoke.test
admin_password=smoke-admin-password
logs=$(mktemp -d)
pids=()

cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  dropdb -h "$pg_host" -U postgres --if-exists --force "$db" 2>/dev/null || true
  rm -rf "$logs"
}
trap cleanup EXIT

fail() {
  echo "smoke test FAILED: $1" >&2
  for port in "${ports[@]}"; do echo "--- instance on port $port:" >&2; tail -n 30 "$logs/$port.log" >&2 || true; done
  exit 1
}

createdb -h "$pg_host" -U postgres "$db"
url="postgres://postgres@$pg_host:5432/$db"

# Both instances at the same moment on the empty database: they race for the migrations.
for port in "${ports[@]}"; do
  NODE_ENV=production DATABASE_URL="$url" JWT_SECRET="ci-smoke-secret-that-is-long-enough-0123456789" \
    TOTP_ENCRYPTION_KEY="ci-smoke-totp-key-that-is-long-enough-0123456789" \
    FILES_ENCRYPTION_KEY="ci-smoke-files-key-that-is-long-enough-0123456789" \
    ADMIN_EMAIL="$admin_email" ADMIN_PASSWORD="$admin_password" PORT="$port" \
    node dist/server/serve.mjs >"$logs/$port.log" 2>&1 &
  pids+=("$!")
done

for port in "${ports[@]}"; do
  health=""
  for _ in $(seq 1 60); do
    health=$(curl -s --max-time 2 "http://127.0.0.1:$port/api/health" || true)
    [[ "$health" == *'"db":"ok"'* ]] && break
    sleep 1
  done
  [[ "$health" == '{"status":"ok","db":"ok"}' ]] || fail "port $port: /api/health answered '$health'"
  status=$(curl -s -o /dev/null -w '%{http_code}' -H 'content-type: application/json' \
    -d "{\"email\":\"$admin_email\",\"password\":\"$admin_password\"}" "http://127.0.0.1:$port/api/auth/login")
  [[ "$status" == 200 ]] || fail "port $port: the first admin's login answered $status"
  echo "instance on port $port: health ok, first admin logs in"
done

journal=$(node -e 'console.log(require("./src/db/migrations/meta/_journal.json").entries.length)')
applied=$(psql -h "$pg_host" -U postgres -d "$db" -tAc 'select count(*) from drizzle.__drizzle_migrations')
accounts=$(psql -h "$pg_host" -U postgres -d "$db" -tAc 'select count(*) from staff_users')
[[ "$applied" == "$journal" ]] || fail "$applied migration rows for $journal migrations"
[[ "$accounts" == 1 ]] || fail "$accounts staff accounts instead of the one first admin"
echo "smoke test passed: ${#ports[@]} instances up, $applied migrations applied once, one first admin"
