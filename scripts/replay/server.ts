// The replay server (what it serves: handler.ts; how to point the app at it: README).
//
//   npm run replay -- --as 2026 --port 3551 [--from 2025] [--now 2026-11-29T19:00:00Z] [--host 127.0.0.1]
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import { bundledSeasons } from "@/lib/nfl/schedule";
import { createReplayHandler } from "./handler";

const { values } = parseArgs({
  options: {
    as: { type: "string" },
    port: { type: "string", default: "3551" },
    from: { type: "string" },
    now: { type: "string" },
    host: { type: "string", default: "127.0.0.1" },
  },
});
const shipped = bundledSeasons();
const from = Number(values.from ?? shipped[shipped.length - 1]);
const season = Number(values.as ?? new Date().getUTCFullYear());
if (!shipped.includes(from)) throw new Error(`--from ${from}: the shipped seasons are ${shipped.join(", ")}`);
if (!Number.isInteger(season)) throw new Error("--as needs a season, e.g. --as 2026");
const now = values.now ? new Date(values.now) : null;
if (now && Number.isNaN(now.getTime())) throw new Error("--now needs an ISO date, e.g. 2026-11-29T19:00:00Z");

const server = createServer(createReplayHandler({ from, season, now }));
server.listen(Number(values.port), values.host, () => {
  const clock = now ? now.toISOString() : "real time";
  console.log(`[replay] ${from} replayed as ${season} on http://${values.host}:${values.port} (clock: ${clock})`);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
