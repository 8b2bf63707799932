// The replay server's request handler: a shipped NFL season served as the target season by local stand-ins for
// Sleeper, ESPN's fantasy API, ESPN's site API and Yahoo's Fantasy API under one base URL, with game states following
// a clock the caller controls. Paths: /sleeper/v1/…, /espn/apis/v3/games/ffl/…, /espn/site/{scoreboard,news},
// /yahoo/fantasy/v2/… (with its sign-in under /yahoo-auth/oauth2/…); control:
// GET /replay/clock, POST /replay/clock {"now": ISO | null} (null = real time), POST /replay/failure
// {"mode": "status"|"garbage"|"hang"|null, "scope": "all"|"nfl-data"}: every provider path fails, or only the
// season-level NFL data (schedule, players, projections, stats, site API) while the two leagues and Sleeper's
// players dump still answer.
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { loadReplaySeason } from "./season-data";
import { createSleeperReplay } from "./sleeper";
import { createEspnReplay, ESPN_LEAGUE_ID, parsePlayersFilter } from "./espn";
import { news, scoreboard } from "./site";
import { createYahooReplay, yahooAuthorize, yahooToken } from "./yahoo";

type Failure = "status" | "garbage" | "hang" | null;
type Scope = "all" | "nfl-data";
const FAILURES: Failure[] = [null, "status", "garbage", "hang"];
const HOST_PATHS = [
  /^\/sleeper\/v1\/(user|league)\//,
  /^\/sleeper\/v1\/state\/nfl$/,
  /^\/sleeper\/v1\/players\/nfl$/,
  /^\/espn\/apis\/v3\/games\/ffl\/seasons\/\d+\/segments\/0\/leagues\//,
  /^\/yahoo(-auth)?\//,
];

export interface ReplayOptions {
  from: number;
  season: number;
  now: Date | null; // null = real time
}

export function createReplayHandler(options: ReplayOptions): RequestListener {
  const { from, season } = options;
  let fixedNow = options.now;
  let failure: Failure = null;
  let scope: Scope = "all";
  const now = () => fixedNow ?? new Date();
  const fails = (path: string) => failure !== null && (scope === "all" || !HOST_PATHS.some((re) => re.test(path)));

  const data = loadReplaySeason(from, season);
  const sleeper = createSleeperReplay(data);
  const espn = createEspnReplay(data);
  const yahoo = createYahooReplay(data);

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  }

  function control(req: IncomingMessage, res: ServerResponse, path: string, body: string) {
    const input = (body ? JSON.parse(body) : {}) as { now?: string | null; mode?: Failure; scope?: Scope };
    if (path === "/replay/clock") {
      if (req.method === "POST") {
        const next = input.now ? new Date(input.now) : null;
        if (next && Number.isNaN(next.getTime())) return send(res, 400, { error: "now must be an ISO date" });
        fixedNow = next;
      }
      return send(res, 200, { now: now().toISOString(), fixed: fixedNow !== null, week: sleeper.league.week(now()) });
    }
    if (path === "/replay/failure" && req.method === "POST") {
      if (!FAILURES.includes(input.mode ?? null))
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
    if (path.startsWith("/yahoo/fantasy/v2/")) {
      const content = yahoo.answer(path.slice("/yahoo/fantasy/v2/".length), at);
      return content === undefined ? undefined : { fantasy_content: content };
    }
    const sleeperPath = /^\/sleeper(?:\/v1)?\/(.*)$/.exec(path);
    if (sleeperPath) return sleeper.answer(sleeperPath[1] ?? "", at);
    if (path === "/espn/site/scoreboard")
      return scoreboard(espn.league, Number(url.searchParams.get("week") ?? sleeper.league.week(at)), at);
    if (path === "/espn/site/news") return news(espn.league, at, Number(url.searchParams.get("limit") ?? 50));
    const ffl = /^\/espn\/apis\/v3\/games\/ffl\/seasons\/(\d{4})(\/.*)?$/.exec(path);
    if (!ffl || Number(ffl[1]) !== season) return undefined;
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

  async function readBody(req: IncomingMessage): Promise<string> {
    let body = "";
    for await (const chunk of req) body += String(chunk);
    return body;
  }

  return (req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://replay.local");
      const body = await readBody(req);
      if (url.pathname === "/") return send(res, 200, { ready: true, season, from, now: now().toISOString() });
      if (url.pathname.startsWith("/replay/")) return control(req, res, url.pathname, body);
      if (!fails(url.pathname)) {
        if (url.pathname === "/yahoo-auth/oauth2/request_auth") {
          res.writeHead(302, { location: yahooAuthorize(url) }).end();
          return;
        }
        if (url.pathname === "/yahoo-auth/oauth2/get_token") {
          const token = yahooToken(new URLSearchParams(body), req.headers.authorization);
          return send(res, token.status, token.body);
        }
        if (url.pathname.startsWith("/yahoo/") && !req.headers.authorization?.startsWith("Bearer "))
          return send(res, 401, { error: "replay: Yahoo needs a Bearer token" });
        const answer = provider(req, url);
        if (answer === undefined) return send(res, 404, { error: `replay: nothing at ${url.pathname}` });
        return send(res, 200, answer);
      }
      if (failure === "hang") return; // the client's timeout answers
      if (failure === "status") return send(res, 503, { error: "replay: failing on purpose" });
      res.writeHead(200, { "content-type": "application/json" });
      res.end("<html>not json</html>");
    })().catch((error: unknown) => send(res, 400, { error: error instanceof Error ? error.message : String(error) }));
  };
}
