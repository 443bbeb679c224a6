#!/usr/bin/env bash
# Docker smoke test (issue 23; decision 029): builds the image, starts compose.yaml's stack (app,
# PostgreSQL 15, Caddy) for a test host with Caddy's internal certificate authority, reaches
# /api/health through Caddy over HTTPS (verified against Caddy's root certificate), stores an
# appointment request, makes an encrypted backup inside the app container, recreates the stack
# (the volumes kept), logs in as the first admin and finds the request again, restores the backup
# into an empty database as docs/deploy.md says; then removes everything it made and prints the
# image's size.
# Base images: NODE_IMAGE, POSTGRES_IMAGE, CADDY_IMAGE when set (node:20-bookworm-slim, postgres:15,
# caddy:2 on a machine with a registry); otherwise the cabinet-base/* images, built first by
# scripts/docker/build-base-images.sh when missing. Ports: SMOKE_HTTP_PORT, SMOKE_HTTPS_PORT.
# KEEP_IMAGE=1 keeps the app image and its build stages (a later build then reuses them).
set -euo pipefail
cd "$(dirname "$0")/../.."
started=$(date +%s)
say() { printf '[docker smoke %3ss] %s\n' "$(( $(date +%s) - started ))" "$*"; }

if docker compose version >/dev/null 2>&1; then compose_cmd=(docker compose); else compose_cmd=(docker-compose); fi
project=cabinet-smoke
host=cabinet.test
http_port="${SMOKE_HTTP_PORT:-18080}"
https_port="${SMOKE_HTTPS_PORT:-18443}"
image="cabinet-smoke:$$"
work=$(mktemp -d)
compose() { "${compose_cmd[@]}" -p "$project" --env-file "$work/env" "$@"; }

# The build's intermediate stages (about 1.7 GB each run) are removed with the image: the ones
# left untagged since this run started.
dangling_before=" $(docker images -q -f dangling=true | tr '\n' ' ')"
cleanup() {
  compose down -v --remove-orphans >/dev/null 2>&1 || true
  if [[ "${KEEP_IMAGE:-0}" != 1 ]]; then
    docker image rm -f "$image" >/dev/null 2>&1 || true
    # A stage whose child is still there is refused: a few passes remove the chain.
    for _ in 1 2 3; do
      for id in $(docker images -q -f dangling=true); do
        [[ "$dangling_before" == *" $id "* ]] || docker image rm "$id" >/dev/null 2>&1 || true
      done
    done
  fi
  rm -rf "$work"
}
trap cleanup EXIT
fail() {
  echo "docker smoke test FAILED: $1" >&2
  compose ps >&2 || true
  compose logs --tail 40 >&2 || true
  exit 1
}

if [[ -z "${NODE_IMAGE:-}" ]]; then
  scripts/docker/build-base-images.sh 2>&1 | grep -v -e 'legacy builder' -e buildx -e '^ *https://docs.docker.com' -e '^$' || true
  NODE_IMAGE=cabinet-base/node:20-bookworm-slim
  POSTGRES_IMAGE="${POSTGRES_IMAGE:-cabinet-base/postgres:15}"
  CADDY_IMAGE="${CADDY_IMAGE:-cabinet-base/caddy:2}"
fi

admin_email=admin@cabinet.test
admin_password="Smoke-$(openssl rand -hex 12)"
# As an operator's .env (compose.yaml reads it for itself and for the app).
cat >"$work/env" <<ENV
APP_ENV_FILE=$work/env
APP_IMAGE=$image
NODE_IMAGE=$NODE_IMAGE
POSTGRES_IMAGE=${POSTGRES_IMAGE:-postgres:15}
CADDY_IMAGE=${CADDY_IMAGE:-caddy:2}
HTTP_PORT=$http_port
HTTPS_PORT=$https_port
PRACTICE_SITE_URL=https://$host
PRACTICE_PHONE=+212 5 22 11 22 33
CADDY_TLS=internal
POSTGRES_PASSWORD=$(openssl rand -hex 24)
JWT_SECRET=$(openssl rand -base64 48)
TOTP_ENCRYPTION_KEY=$(openssl rand -base64 48)
FILES_ENCRYPTION_KEY=$(openssl rand -base64 48)
ADMIN_EMAIL=$admin_email
ADMIN_PASSWORD=$admin_password
BACKUP_PASSPHRASE=$(openssl rand -hex 16)
BACKUP_HOUR=off
ENV

say "building the app image on $NODE_IMAGE"
# The host's network: apt and npm inside the build reach their registries as the host does.
docker build -q --network host --build-arg NODE_IMAGE="$NODE_IMAGE" -t "$image" . 2>&1 |
  grep -v -e 'legacy builder' -e buildx -e '^ *https://docs.docker.com' -e '^$' -e '^sha256:' || true
docker image inspect "$image" >/dev/null 2>&1 || fail "the image was not built"
size=$(docker image inspect -f '{{.Size}}' "$image")
say "image built: $size bytes ($(( size / 1000000 )) MB)"

https_get() { curl -sS --max-time 10 --resolve "$host:$https_port:127.0.0.1" --cacert "$work/root.crt" "$@"; }
wait_for_health() {
  local health=""
  for _ in $(seq 1 90); do
    if [[ ! -s "$work/root.crt" ]]; then
      compose exec -T caddy cat /data/caddy/pki/authorities/local/root.crt >"$work/root.crt" 2>/dev/null || true
    fi
    if [[ -s "$work/root.crt" ]]; then
      health=$(https_get "https://$host:$https_port/api/health" 2>/dev/null || true)
      [[ "$health" == '{"status":"ok","db":"ok"}' ]] && return 0
    fi
    sleep 2
  done
  fail "/api/health through Caddy answered '$health'"
}

# POST /api/appointment-requests as the public form does; prints the answer's status.
post_request() {
  https_get -o /dev/null -w '%{http_code}' -H 'content-type: application/json' \
    -d "{\"nom\":\"$1\",\"prenom\":\"Docker\",\"telephone\":\"0612345678\",\"datePreferee\":\"$(date -u -d '+9 days' +%F)\",\"heurePreferee\":\"10:00\",\"motif\":\"Test de l'image\"}" \
    "https://$host:$https_port/api/appointment-requests"
}
# The first admin's token (the login answers it as a JSON string).
admin_token() {
  https_get -H 'content-type: application/json' -d "{\"email\":\"$admin_email\",\"password\":\"$admin_password\"}" \
    "https://$host:$https_port/api/auth/login" | tr -d '"'
}

say "starting the stack (app, PostgreSQL, Caddy)"
compose up -d --no-build >/dev/null 2>&1 || fail "compose up"
wait_for_health
issuer=$(openssl s_client -connect "127.0.0.1:$https_port" -servername "$host" </dev/null 2>/dev/null | openssl x509 -noout -issuer)
say "/api/health through Caddy over HTTPS: ok; certificate $issuer"
[[ "$issuer" == *"Caddy Local Authority"* ]] || fail "certificate issued by '$issuer'"
redirect=$(curl -sS -o /dev/null -w '%{http_code} %{redirect_url}' --resolve "$host:$http_port:127.0.0.1" "http://$host:$http_port/contact")
[[ "$redirect" == "308 https://$host/contact" ]] || fail "http:// answered '$redirect'"
say "http:// redirects to https:// ($redirect)"
# Pages are rendered per request with the run-time identity (decision 035); the loop only waits
# for the first answer after start-up.
for attempt in $(seq 1 30); do
  https_get "https://$host:$https_port/contact" | grep -q '+212 5 22 11 22 33' && break
  [[ "$attempt" == 30 ]] && fail "/contact does not show the run-time PRACTICE_PHONE"
  sleep 2
done
say "/contact shows the run-time PRACTICE_PHONE (no rebuild)"

nom="Fumee$(openssl rand -hex 3 | tr '0-9' 'g-p')"
status=$(post_request "$nom")
[[ "$status" == 201 ]] || fail "POST /api/appointment-requests answered $status"
say "appointment request stored ($nom)"

compose exec -T app npm run backup --silent >"$work/backup.log" 2>&1 || { cat "$work/backup.log" >&2; fail "npm run backup in the app container"; }
backup=$(compose exec -T app sh -c 'ls /var/lib/cabinet/backups' | tr -d '\r')
[[ "$backup" == *.jsonl.gz.age ]] || fail "no encrypted backup in the backup volume: '$backup'"
say "npm run backup inside the app container: $backup"

say "recreating the stack (compose down, then up; volumes kept)"
compose down >/dev/null 2>&1 || fail "compose down"
compose up -d --no-build >/dev/null 2>&1 || fail "compose up after down"
wait_for_health
token=$(admin_token)
[[ -n "$token" && "$token" != *error* ]] || fail "the first admin cannot log in"
found=$(https_get -H "authorization: Bearer $token" "https://$host:$https_port/api/appointment-requests?nom=$nom")
[[ "$found" == *"\"nom\":\"$nom\""* ]] || fail "the request is not found after the restart: $found"
say "after the restart the first admin logs in and finds the request ($nom)"

# docs/deploy.md's restore: the app stopped, the database set aside for an empty one, the backup
# restored by a one-off app container from a folder owned by the image's user.
late="Tardive$(openssl rand -hex 3 | tr '0-9' 'g-p')"
status=$(post_request "$late")
[[ "$status" == 201 ]] || fail "the second POST /api/appointment-requests answered $status"
mkdir "$work/restore"
compose exec -T app cat "/var/lib/cabinet/backups/$backup" >"$work/restore/$backup" || fail "copying the backup out"
chown -R 10001:10001 "$work/restore" && chmod 700 "$work/restore"
compose stop app caddy >/dev/null 2>&1 || fail "compose stop"
compose exec -T db psql -q -U cabinet -d postgres -c 'alter database cabinet rename to cabinet_old' \
  -c 'create database cabinet owner cabinet' || fail "setting the database aside"
compose run --rm --no-deps -T -v "$work/restore:/restore" app npm run restore --silent -- "/restore/$backup" \
  >"$work/restore.log" 2>&1 || { cat "$work/restore.log" >&2; fail "npm run restore in a one-off app container"; }
say "npm run restore into an empty database: $(grep -v '^$' "$work/restore.log" | tail -n 1)"
compose up -d --no-build >/dev/null 2>&1 || fail "compose up after the restore"
wait_for_health
token=$(admin_token)
found=$(https_get -H "authorization: Bearer $token" "https://$host:$https_port/api/appointment-requests")
[[ "$found" == *"\"nom\":\"$nom\""* ]] || fail "the request is not found after the restore: $found"
[[ "$found" != *"\"nom\":\"$late\""* ]] || fail "the request made after the backup is still there: the restore did not take place"
say "after the restore the request of the backup is found, the one made after it is not"

app_container=$(compose ps -q app)
for _ in $(seq 1 45); do
  health=$(docker inspect -f '{{.State.Health.Status}}' "$app_container")
  [[ "$health" == starting ]] || break
  sleep 2
done
[[ "$health" == healthy ]] || fail "the app container's health check says '$health'"
user=$(compose exec -T app id -un | tr -d '\r')
say "app container: health check '$health' (Docker's HEALTHCHECK), runs as '$user'"
[[ "$user" != root ]] || fail "the app runs as root"

say "docker smoke test passed; image size: $size bytes ($(( size / 1000000 )) MB)"
