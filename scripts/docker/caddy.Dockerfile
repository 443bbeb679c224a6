# Caddy 2 from Debian bookworm's package, laid out like the caddy:2 image (configuration in
# /etc/caddy/Caddyfile, certificates and keys in /data, autosaved configuration in /config), for
# machines that cannot pull caddy:2 (scripts/docker/build-base-images.sh).
ARG DEBIAN_IMAGE=cabinet-base/debian:bookworm-slim
FROM ${DEBIAN_IMAGE}
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends caddy ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /config /data
ENV XDG_CONFIG_HOME=/config XDG_DATA_HOME=/data
VOLUME ["/config", "/data"]
EXPOSE 80 443 443/udp
WORKDIR /srv
CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]
