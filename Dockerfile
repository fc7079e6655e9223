# Pagelens: `pagelens serve` on 0.0.0.0:8080 as a non-root user, data in the /data volume.
#
#   docker build -t pagelens .          (podman: podman build --format docker -t pagelens .)
#   docker run -d -p 8080:8080 -v pagelens-data:/data --name pagelens pagelens
#   docker exec pagelens cat /data/owner-keys.txt
#
# Debian's own nodejs (20) and chromium; nothing is downloaded at run time. Two stages: the
# build stage has npm, the dev dependencies and the compilers (better-sqlite3 is compiled from
# source), the runtime stage has none of them.

FROM debian:trixie-slim AS build
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      nodejs npm ca-certificates python3 make g++ \
 && apt-get clean && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY package.json package-lock.json .npmrc .prebuild-installrc ./
# No install script runs but better-sqlite3's, compiled here (.prebuild-installrc: no prebuilt
# download): the same policy as package.json's allowScripts, which Debian's npm 9 does not read.
# Compiled with Debian's node-gyp, which builds against Debian's Node headers; the dev tree holds an
# upstream node-gyp too (a benchmark peer's), which would download them from nodejs.org.
RUN npm ci --ignore-scripts --no-audit --no-fund \
 && (cd node_modules/better-sqlite3 && /usr/bin/node-gyp rebuild --release) \
 && node -e "new (require('better-sqlite3'))(':memory:').exec('select 1')"
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && chmod 0755 dist/cli.js \
 && cd node_modules/better-sqlite3 \
 && rm -rf deps src build/deps build/Release/obj.target build/Release/.deps build/Release/test_extension.node \
 && cd /src && node -e "new (require('better-sqlite3'))(':memory:').exec('select 1')"

FROM debian:trixie-slim
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      nodejs chromium ca-certificates fonts-liberation fonts-dejavu-core \
 && apt-get clean && rm -rf /var/lib/apt/lists/* \
 && groupadd --system --gid 10001 pagelens \
 && useradd --system --uid 10001 --gid pagelens --create-home --home-dir /home/pagelens --shell /usr/sbin/nologin pagelens \
 && mkdir -p /data \
 && chown pagelens:pagelens /data \
 && chmod 0700 /data
WORKDIR /opt/pagelens
COPY --from=build /src/package.json ./
COPY --from=build /src/node_modules ./node_modules
COPY --from=build /src/dist ./dist
COPY fixtures/pages ./fixtures/pages
COPY web/assets ./web/assets
RUN ln -s /opt/pagelens/dist/cli.js /usr/local/bin/pagelens \
 && pagelens --version

# glibc's allocator: blocks of 128 KB and more (page bodies) get memory of their own, returned when
# freed, instead of a heap that the cached bodies between them keep from shrinking (docs/operations.md#memory).
ENV NODE_ENV=production \
    MALLOC_MMAP_THRESHOLD_=65536 \
    HOST=0.0.0.0 \
    PORT=8080 \
    PAGELENS_DATA_DIR=/data \
    PAGELENS_CHROMIUM_PATH=/usr/bin/chromium
USER pagelens
VOLUME /data
EXPOSE 8080
# Exec form: node is PID 1 and gets SIGTERM itself; it stops taking requests, finishes the ones
# under way, gives queued job work back and exits (docker stop's 10 s grace is enough at rest;
# give long screenshots or analyses more with --stop-timeout / stop_grace_period).
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["pagelens", "serve"]
