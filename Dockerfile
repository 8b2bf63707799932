# Fantasy GM — production image (multi-stage; Next's standalone output run by scripts/server.mjs, the server the
# tests exercise: client address from the socket, body caps, Brotli; runs as a non-root user).
#   docker build -t fantasy-gm .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e NEXTAUTH_SECRET=… -e NEXTAUTH_URL=http://localhost:3000 fantasy-gm
# Migrations and the demo seed run from the `build` stage, which keeps the Prisma CLI: compose.yaml's `migrate`
# service, or `docker build --target build -t fantasy-gm-build . && docker run --rm -e DATABASE_URL=… fantasy-gm-build npx prisma migrate deploy`.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY prisma ./prisma
COPY prisma.config.ts ./
RUN npm install --no-audit --no-fund

FROM deps AS build
WORKDIR /app
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
RUN npm run build:standalone

FROM node:20-bookworm-slim AS runner
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
RUN groupadd --system --gid 1001 app && useradd --system --uid 1001 --gid app app
# scripts/trace-server.mjs put server.mjs with its dependencies, the static files and public/ into standalone/.
COPY --from=build --chown=app:app /app/.next/standalone ./
USER app
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "scripts/server.mjs"]
