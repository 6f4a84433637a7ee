# syntax=docker/dockerfile:1
# The production image: the web app and the server bundle built exactly as `npm start` builds them, run with plain
# Node on production dependencies only. deploy/compose.yaml runs it behind a proxy with PostgreSQL, Redis and MinIO.
# Written from the repository's build scripts; not built on the machine where it was written (no Docker there).

ARG NODE_IMAGE=node:20-bookworm-slim

# --- build: all dependencies, then `scripts/start.mjs --build-only` (Vite into dist/web, esbuild into dist/server) ---
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund --loglevel=error
COPY . .
# The same build `npm start` runs, stopping before it starts the server (the flag the benchmarks use).
RUN node scripts/start.mjs --build-only \
 && test -f dist/web/index.html && test -f dist/server/main.mjs

# --- runtime: production dependencies, the built dist and the SQL migrations and functions the server applies on start ---
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
# package.json also marks the project root: the server finds dist/web and server/db/migrations from it.
COPY package.json package-lock.json ./
# The bundle leaves every npm package external (esbuild `packages: 'external'`); all it imports are `dependencies`.
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund --loglevel=error
COPY --from=build /app/dist ./dist
COPY --from=build /app/server/db/migrations ./server/db/migrations
COPY --from=build /app/server/db/functions ./server/db/functions
# DATA_DIR (./data): only used without DATABASE_URL / S3_BUCKET; writable by the app user, the code is not.
RUN mkdir -p /app/data && chown node:node /app/data
USER node

EXPOSE 3000
# On SIGTERM the server stops accepting, finishes in-flight requests, downloads and jobs, and exits within
# SHUTDOWN_TIMEOUT_MS (default 25000): give the container a longer stop timeout (compose: stop_grace_period: 30s).
STOPSIGNAL SIGTERM
# Liveness only (the process answers); the proxy routes on /api/ready. No curl in slim: Node's fetch.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# What `npm start` finally imports, run directly (no npm, no build step, signals reach Node).
CMD ["node", "dist/server/main.mjs"]
