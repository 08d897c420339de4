# bizdoc API server. Two stages: the first installs everything and builds;
# the second holds only Node
# and what `npm start` runs: the self-contained server bundle and the static
# pages, no node_modules, no sources, no compiler.
#
#   docker build -t bizdoc .
#   docker run --rm -p 8080:8080 bizdoc
#
# Settings come from the environment (PORT, WORKERS, BODY_LIMIT, LOG_LEVEL,
# SHUTDOWN_TIMEOUT, HEADERS_TIMEOUT, BODY_TIMEOUT, BODY_MIN_RATE; see README).

FROM node:20-bookworm-slim AS build
WORKDIR /src
# Dependencies first, in a layer of their own that changes only with the lockfile.
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080
WORKDIR /app
COPY --from=build --chown=node:node /src/dist/bundle ./dist/bundle
COPY --from=build --chown=node:node /src/dist/public ./dist/public
COPY --from=build --chown=node:node /src/LICENSE /src/NOTICE ./
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/v0/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is the container's first process, so `docker stop` (SIGTERM) reaches the server, which drains and exits.
CMD ["node", "dist/bundle/server.mjs"]
