// The replay server: a shipped NFL season served as the target season by local stand-ins for Sleeper, ESPN's
// fantasy API and ESPN's site API, under one base URL, with game states following a clock the caller controls.
//
//   npm run replay -- --as 2026 --port 3551 [--from 2025] [--now 2026-11-29T19:30:00Z]
//
// Base URLs for the app: SLEEPER_API_URL=<base>/sleeper/v1, ESPN_API_URL=<base>/espn/apis/v3/games/ffl,
// ESPN_SITE_API_URL=<base>/espn/site. Control: GET /replay/clock, POST /replay/clock {"now": ISO | null}
// (null = real time), POST /replay/failure {"mode": "status"|"garbage"|"hang"|null, "scope": "all"|"nfl-data"}:
// every provider path fails, or only the season-level NFL data (schedule, players, projections, stats, site API)
// while the two leagues and Sleeper's players dump still answer.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { parseArgs } from "node:util";
import { bundledSeasons } from "@/lib/nfl/schedule";
import { loadReplaySeason } from "./season-data";
import { createSleeperReplay } from "./sleeper";
import { createEspnReplay, ESPN_LEAGUE_ID, parsePlayersFilter } from "./espn";
import { news, scoreboard } from "./site";

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

type Failure = "status" | "garbage" | "hang" | null;
type Scope = "all" | "nfl-data";
let fixedNow: Date | null = values.now ? new Date(values.now) : null;
let failure: Failure = null;
let scope: Scope = "all";
const LEAGUE_PATHS = [
  /^\/sleeper\/v1\/(user|league)\//,
  /^\/sleeper\/v1\/players\/nfl$/,
  /^\/espn\/apis\/v3\/games\/ffl\/seasons\/\d+\/segments\/0\/leagues\//,
];
const fails = (path: string) => failure !== null && (scope === "all" || !LEAGUE_PATHS.some((re) => re.test(path)));
const now = () => fixedNow ?? new Date();

const data = loadReplaySeason(from, season);
const sleeper = createSleeperReplay(data);
const espn = createEspnReplay(data);

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of req) body += String(chunk);
  return body;
}

function control(req: IncomingMessage, res: ServerResponse, path: string, body: string) {
  const input = (body ? JSON.parse(body) : {}) as { now?: string | null; mode?: Failure; scope?: Scope };
  if (path === "/replay/clock") {
    if (req.method === "POST") fixedNow = input.now ? new Date(input.now) : null;
    if (Number.isNaN(now().getTime())) return send(res, 400, { error: "now must be an ISO date" });
    return send(res, 200, { now: now().toISOString(), fixed: fixedNow !== null, week: sleeper.league.week(now()) });
  }
  if (path === "/replay/failure" && req.method === "POST") {
    if (![null, "status", "garbage", "hang"].includes(input.mode ?? null))
      return send(res, 400, { error: 'mode must be "status", "garbage", "hang" or null' });
    if (!["all", "nfl-data"].includes(input.scope ?? "all"))
      return send(res, 400, { error: 'scope must be "all" or "nfl-data"' });
    failure = input.mode ?? null;
    scope = input.scope ?? "all";
    return send(res, 200, { failure, scope });
  }
  send(res, 404, { error: "unknown control path" });
}

function provider(req: IncomingMessage, url: URL): unknown {
  const path = url.pathname;
  const at = now();
  const sleeperPath = /^\/sleeper(?:\/v1)?\/(.*)$/.exec(path);
  if (sleeperPath) return sleeper.answer(sleeperPath[1] ?? "", at);
  const site = /^\/espn\/site\/(scoreboard|news)$/.exec(path);
  if (site?.[1] === "scoreboard") {
    const week = Number(url.searchParams.get("week") ?? sleeper.league.week(at));
    return scoreboard(espn.league, week, at);
  }
  if (site?.[1] === "news") return news(espn.league, at, Number(url.searchParams.get("limit") ?? 50));
  const ffl = /^\/espn\/apis\/v3\/games\/ffl\/seasons\/(\d{4})(\/.*)?$/.exec(path);
  if (!ffl) return undefined;
  if (Number(ffl[1]) !== season) return undefined;
  const rest = ffl[2] ?? "";
  const views = url.searchParams.getAll("view");
  const filterHeader = req.headers["x-fantasy-filter"];
  const filter = parsePlayersFilter(Array.isArray(filterHeader) ? filterHeader[0] : filterHeader);
  if (rest === "" && views.includes("proTeamSchedules_wl")) return espn.proSchedule();
  if (rest === "/players") return espn.players(at, filter);
  if (/^\/segments\/0\/leaguedefaults\/\d+$/.test(rest))
    return { players: espn.players(at, filter).map((player) => ({ id: player.id, player })) };
  const leaguePath = /^\/segments\/0\/leagues\/(\d+)(\/communication\/?)?$/.exec(rest);
  if (!leaguePath || leaguePath[1] !== ESPN_LEAGUE_ID) return undefined;
  if (leaguePath[2]) return { topics: [] };
  const scoringPeriod = url.searchParams.get("scoringPeriodId");
  return espn.leagueView(views, scoringPeriod ? Number(scoringPeriod) : null, at);
}

const server = createServer((req, res) => {
  void (async () => {
    const url = new URL(req.url ?? "/", "http://replay.local");
    const body = await readBody(req);
    if (url.pathname === "/") return send(res, 200, { ready: true, season, from, now: now().toISOString() });
    if (url.pathname.startsWith("/replay/")) return control(req, res, url.pathname, body);
    if (!fails(url.pathname)) {
      const answer = provider(req, url);
      if (answer === undefined) return send(res, 404, { error: `replay: nothing at ${url.pathname}` });
      return send(res, 200, answer);
    }
    if (failure === "hang") return; // the client's timeout answers
    if (failure === "status") return send(res, 503, { error: "replay: failing on purpose" });
    if (failure === "garbage") {
      res.writeHead(200, { "content-type": "application/json" });
      return res.end("<html>not json</html>");
    }
  })().catch((error: unknown) => send(res, 400, { error: error instanceof Error ? error.message : String(error) }));
});
server.listen(Number(values.port), values.host, () => {
  console.log(
    `[replay] ${from} replayed as ${season} on http://${values.host}:${values.port} (now ${now().toISOString()})`,
  );
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
