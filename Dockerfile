# The site and its API in one image, for any practice: the practice identity (PRACTICE_*) and
# every other setting are read when the container starts, never built in (decision 027). Served
# by scripts/serve.ts compiled by the build (the product's own node:http server in front of Next),
# run with plain Node as `npm start` does; migrations run at start-up. docs/deploy.md; decisions
# 029 and 035.
#
# NODE_IMAGE: any Debian-based Node.js 20 image. node:20-bookworm-slim where a registry is
# reachable; cabinet-base/node:20-bookworm-slim from scripts/docker/build-base-images.sh otherwise.
ARG NODE_IMAGE=node:20-bookworm-slim

# Every dependency, to build.
FROM ${NODE_IMAGE} AS build-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# The build (the app and its compiled server), and the run-time node_modules: what Next traced as
# used at run time (standalone output) plus what the server and the scripts run by tsx import
# (scripts/docker/runtime-node-modules.mjs).
# Left out: Next's build cache and standalone copy, and the source maps (stack traces of the
# built server name bundled files, not sources).
FROM build-deps AS build
COPY . .
RUN NEXT_OUTPUT_STANDALONE=true npm run build \
 && node scripts/docker/runtime-node-modules.mjs .next/standalone/node_modules /runtime/node_modules \
 && rm -rf .next/cache .next/standalone \
 && find .next /runtime/node_modules -name '*.map' -delete

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/var/lib/cabinet \
    BACKUP_DIR=/var/lib/cabinet/backups \
    NEXT_TELEMETRY_DISABLED=1 \
    NPM_CONFIG_UPDATE_NOTIFIER=false
# A user of its own. It owns the data directory and .next, where Next keeps its optimised images.
RUN groupadd --system --gid 10001 cabinet \
 && useradd --system --uid 10001 --gid cabinet --home-dir /var/lib/cabinet --shell /usr/sbin/nologin cabinet \
 && mkdir -p /var/lib/cabinet/backups /var/lib/cabinet/files \
 && chown -R cabinet:cabinet /var/lib/cabinet \
 && chmod 700 /var/lib/cabinet /var/lib/cabinet/backups /var/lib/cabinet/files
WORKDIR /app
COPY --from=build /runtime/node_modules ./node_modules
COPY package.json package-lock.json tsconfig.json next.config.ts ./
COPY public ./public
# The fonts the PDFs embed (decision 053).
COPY assets ./assets
COPY scripts ./scripts
COPY src ./src
COPY --from=build --chown=cabinet:cabinet /app/.next ./.next
COPY --from=build /app/dist ./dist
USER cabinet
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/app/scripts/docker/entrypoint.sh"]
CMD ["node", "dist/server/serve.mjs"]
