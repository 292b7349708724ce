# The production image: `npm run serve` on PORT 3000, as a non-root user. Built in two stages so
# the image holds the build and the production dependencies, not the sources, the development
# dependencies or the build's cache. deploy/compose.yaml runs two of them behind HAProxy;
# tests/unit/deploy-container.test.ts keeps this file, the compose file and deploy/ in step.
#
#   docker build --build-arg SITE_URL=https://buildmarket.example -t buildmarket .
#
# SITE_URL is written into the build (pages and bundles carry it): give the same one at run time.

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# The lock file is made on a registry mirror that lacks other platforms' @next/swc-* binaries;
# where `npm ci` refuses it for that, `npm install` installs exactly the locked versions (.ci/run).
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY . .
ARG SITE_URL=http://localhost:8080
ENV SITE_URL=${SITE_URL}
RUN npm run build
# What the runtime keeps of node_modules: the production dependencies only.
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
ARG SITE_URL=http://localhost:8080
ENV SITE_URL=${SITE_URL}
# What `npm run serve` reads: the server script and its helpers (scripts/serve.mjs imports
# scripts/*.mjs and server/*.mjs), next.config.ts and what it imports (lib/), the page cache
# handler, the migrations and workers that the server finds by path under server/, the build
# and the public files. The build's own cache (.next/cache) is left behind; the server writes
# its page cache there, so the app's user owns .next.
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json /app/next.config.ts /app/cache-handler.mjs ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/scripts ./scripts
COPY --from=build --chown=node:node /app/server ./server
COPY --from=build --chown=node:node /app/lib ./lib
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/.next ./.next
RUN rm -rf .next/cache && mkdir -p .next/cache .data && chown node:node .next/cache .data
USER node
EXPOSE 3000
# Liveness (`/api/health`): the process answers. The balancer checks readiness (`/api/ready`).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["npm", "run", "serve"]
