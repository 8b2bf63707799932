#!/usr/bin/env node
// The production server: `next start` behind a thin Node HTTP front that does what route handlers cannot.
//  - The client's address: route handlers never see the socket, and Next keeps a client-sent X-Forwarded-For.
//    With TRUST_PROXY_HOPS=0 (default) X-Forwarded-For is replaced by the socket address; with N > 0 the socket
//    address is appended (lib/auth/client-ip.ts picks the entry N places left of it).
//  - Requests Next would answer with a 500 or read in full: a request target that is not a path (`*`,
//    absolute URLs), malformed percent-escapes or NUL in the path → 400; a declared body larger than
//    MAX_BODY_BYTES → 413 before a byte of it is read (handlers also cap bodies they stream, lib/api/body.ts);
//    a body without a Content-Length (chunked) → 413 too, as Next would read it to its end.
//  - Methods Next does not serve (TRACE, CONNECT, anything unknown) → 405; a malformed Next-Router-State-Tree
//    header (sent with RSC requests; Next answers 500 to one it cannot parse) → 400, checked by Next's own parser.
//  - A page whose render failed because the database is unreachable answers 503 with Retry-After instead of
//    Next's 500: instrumentation.ts (onRequestError) marks the request, which runs in an AsyncLocalStorage here.
//  - Compression: build files from the Brotli copies made at build time (scripts/precompress.mjs), everything
//    else compressed per request, Brotli where the browser takes it (Next has gzip only). Streams stay
//    streams: Next flushes the compressor after each chunk, and event streams (chat) are not compressed.
//
//   node scripts/server.mjs [--port=3000] [--hostname=0.0.0.0] [--dev]
import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { constants } from "node:zlib";
import compression from "compression";
import next from "next";
import { precompressedStatic } from "./precompressed-static.mjs";

const require = createRequire(import.meta.url);
const {
  parseAndValidateFlightRouterState,
} = require("next/dist/server/app-render/parse-and-validate-flight-router-state");

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.PORT ?? "3000" },
    hostname: { type: "string", short: "H", default: process.env.HOSTNAME ?? "0.0.0.0" },
    dev: { type: "boolean", default: false },
  },
});
const port = Number(values.port);
const hops = Number(process.env.TRUST_PROXY_HOPS ?? "0");
// Chat bodies are capped lower by their handler; this is the ceiling for every request.
const maxBody = Number(process.env.MAX_BODY_BYTES ?? 64 * 1024);

/** Why the request target is refused, or null when it is a well-formed path. */
export function badTarget(url) {
  if (!url || url[0] !== "/" || url.startsWith("//")) return "Request target must be a path";
  if (url.length > 8192) return "Request target too long";
  const path = url.split("?")[0] ?? "";
  try {
    if (decodeURIComponent(path).includes("\0")) return "NUL in path";
    // Next decodes query values too; a malformed escape there is ignored by URLSearchParams, so only NUL matters.
    if (url.includes("%00")) return "NUL in query";
  } catch {
    return "Malformed percent-escape in path";
  }
  return null;
}

export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** Why the router headers of an RSC request are refused, or null when they parse as Next expects. */
export function badRouterState(headers) {
  const state = headers["next-router-state-tree"];
  if (state === undefined) return null;
  try {
    parseAndValidateFlightRouterState(state);
    return null;
  } catch {
    return "Malformed Next-Router-State-Tree header";
  }
}

// The request's context for the app (read by instrumentation.ts through this global key).
const requestContext = new AsyncLocalStorage();
globalThis[Symbol.for("fantasy-gm.request-context")] = requestContext;
const DATABASE_RETRY_AFTER_SECONDS = "5";

/** A 500 of a request the app marked "database unavailable" goes out as 503 with Retry-After. */
function answerDatabaseOutagesWith503(res, context) {
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    if (status === 500 && context.databaseUnavailable) {
      res.setHeader("Retry-After", DATABASE_RETRY_AFTER_SECONDS);
      res.setHeader("Cache-Control", "no-store");
      return writeHead.call(this, 503, ...rest.filter((arg) => typeof arg !== "string"));
    }
    return writeHead.call(this, status, ...rest);
  };
}

// After refusing a body, read (and drop) up to 4 MB of it so the client can read the 413 instead of a reset;
// a client that keeps sending past it is cut off. Nothing is buffered either way. A refusal of a body that will be
// drained keeps the connection open: closing it once the answer is written would reset a client still sending
// (EPIPE, no answer). One declared past the drain limit, or of unknown length, closes it: it is cut off anyway.
const DRAIN_LIMIT = 4 * 1024 * 1024;

// How long an idle kept-alive connection stays open: longer than the clients and proxies in front keep theirs (a
// minute, as load balancers do), so that the client is the side that closes it. With Node's default of 5 s, a client
// that reuses its pooled connection just as the server closes it gets a reset instead of an answer (proxies, and
// HTTP clients that ignore the Keep-Alive hint, do). The header timeout must be longer still.
const KEEP_ALIVE_MS = 65_000;

function drain(req) {
  let drained = 0;
  req.on("data", (chunk) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT) req.destroy();
  });
}

function refuse(res, status, error, message, { headers = {}, close = false } = {}) {
  const body = JSON.stringify({ error, message });
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
    ...(close ? { connection: "close" } : {}),
    ...headers,
  });
  res.end(body);
}

// Per-request Brotli at quality 5: about gzip's speed, 5–10 % smaller.
const compress = compression({
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  filter: (req, res) =>
    !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res),
});
process.env.COMPRESSED_BY_FRONT = "1"; // read by next.config.mjs: Next does not compress a second time

// A long-running server keeps the live NFL data fresh itself: the ingestion jobs run in-process unless
// INGEST_SCHEDULER=off (tests set it; serverless hosts use the cron route instead).
process.env.INGEST_SCHEDULER ??= "on";

// In Next's standalone output (the Docker image: scripts/trace-server.mjs) there is no next.config.mjs: the
// build's resolved configuration is read from required-server-files.json, as Next's own standalone server does.
const distDir = process.env.NEXT_DIST_DIR || ".next";
const standaloneConfig = () => {
  if (values.dev || existsSync("next.config.mjs")) return undefined;
  const { config } = JSON.parse(readFileSync(join(distDir, "required-server-files.json"), "utf8"));
  const conf = { ...config, compress: false };
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(conf);
  return conf;
};
const app = next({ dev: values.dev, hostname: values.hostname, port, conf: standaloneConfig() });
const handle = app.getRequestHandler();
await app.prepare();
const sendPrecompressed = values.dev ? () => false : precompressedStatic(distDir);

const server = createServer((req, res) => {
  const peer = req.socket.remoteAddress ?? "unknown";
  const forwarded = req.headers["x-forwarded-for"];
  req.headers["x-forwarded-for"] = hops > 0 && forwarded ? `${forwarded}, ${peer}` : peer;

  if (!ALLOWED_METHODS.includes(req.method ?? "")) {
    drain(req);
    return refuse(res, 405, "method_not_allowed", `Method ${req.method} not allowed`, {
      headers: { allow: ALLOWED_METHODS.join(", ") },
    });
  }
  const bad = badTarget(req.url) ?? badRouterState(req.headers);
  if (bad) return refuse(res, 400, "bad_request", bad);
  const length = Number(req.headers["content-length"] ?? 0);
  if (Number.isFinite(length) && length > maxBody) {
    drain(req);
    return refuse(res, 413, "payload_too_large", `Request body too large (limit ${maxBody} bytes)`, {
      close: length > DRAIN_LIMIT,
    });
  }
  // A body without a length (chunked) is read to its end by Next before any handler runs (it clones request
  // bodies for the proxy), so a handler's own cap would act only after a 50 MB upload. Our clients send a length.
  if (req.headers["transfer-encoding"] && req.headers["content-length"] === undefined) {
    drain(req);
    return refuse(res, 413, "payload_too_large", `Request body must declare its length (limit ${maxBody} bytes)`, {
      close: true,
    });
  }
  if (sendPrecompressed(req, res)) return;
  const context = { databaseUnavailable: false };
  answerDatabaseOutagesWith503(res, context);
  requestContext.run(context, () =>
    compress(req, res, () =>
      handle(req, res).catch((error) => {
        console.error("[server] unhandled", error);
        if (!res.headersSent) refuse(res, 500, "internal", "Something went wrong. Please try again.");
      }),
    ),
  );
});
server.keepAliveTimeout = KEEP_ALIVE_MS;
server.headersTimeout = KEEP_ALIVE_MS + 1_000;
server.listen(port, values.hostname, () => console.log(`[server] ready on http://${values.hostname}:${port}`));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
