// A local stand-in for Sleeper, ESPN and Yahoo (API + OAuth) that replays the recorded fixtures vendored in
// tests/fixtures (provenance in tests/fixtures/README.md), with switchable failure modes. Test-only.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { FIXTURES_DIR } from "@/tests/support/fixtures";

const SLEEPER_DIR = path.join(FIXTURES_DIR, "sleeper/v1");
const ESPN_2018 = path.join(FIXTURES_DIR, "espn/espn-api-tests");
const ESPN_2020 = path.join(FIXTURES_DIR, "espn/ffscrapr-tests-2020");
const ESPN_ACTIVITY = path.join(ESPN_2018, "league_recent_activity_2019.json");
const YAHOO_DIR = path.join(FIXTURES_DIR, "yahoo/yahoo_fantasy_api-tests");
const SLEEPER_PLAYERS = path.join(FIXTURES_DIR, "sleeper-players.json");

export type FailureMode =
  | { kind: "hang" } // accept the request, never answer (client timeout)
  | { kind: "status"; status: number; retryAfterSeconds?: number } // e.g. 500, 401, 404, 429
  | { kind: "malformed" } // 200 with a body that is not JSON
  | { kind: "body"; body: string } // 200 application/json with this exact body (garbage or the wrong shape)
  | { kind: "slow"; delayMs: number } // the recorded answer, but only after delayMs
  | { kind: "drop" }; // the recorded answer's headers and first half, then the connection is destroyed

export interface Failure {
  mode: FailureMode;
  pathIncludes?: string; // only requests whose path contains this
  times?: number; // fail this many matching requests, then answer normally (default: always)
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export interface ProviderServer {
  url: string;
  // Base URLs to put in SLEEPER_API_URL, ESPN_API_URL, YAHOO_API_URL, YAHOO_AUTH_URL.
  env: { SLEEPER_API_URL: string; ESPN_API_URL: string; YAHOO_API_URL: string; YAHOO_AUTH_URL: string };
  requests: RecordedRequest[];
  setFailure(failure: Failure | null): void;
  // ESPN answers 401 unless the request carries exactly these cookies (null = public league).
  setEspnPrivate(cookies: { espnS2: string; swid: string } | null): void;
  setSleeperPlayersAvailable(available: boolean): void;
  // Only a 2019 league's activity feed was recorded; when on, every ESPN league's feed answers with it.
  setEspnActivityForAllLeagues(on: boolean): void;
  expireYahooTokens(): void; // every access token issued so far now gets 401
  close(): Promise<void>;
}

export const YAHOO_CLIENT = { id: "fake-yahoo-client", secret: "fake-yahoo-secret", code: "fake-auth-code" };

function sleeperFile(rest: string): string | null {
  if (rest === "players/nfl") return SLEEPER_PLAYERS;
  const file = path.join(SLEEPER_DIR, `${rest}.json`);
  return file.startsWith(SLEEPER_DIR) && existsSync(file) ? file : null;
}

// ESPN: one league URL, many views. Pick the recorded file whose request matches the views asked for
// (only the views the adapter asks for were vendored; anything else answers 404 "not recorded").
function espnFile(season: string, views: string[], scoringPeriod: string | null): string | null {
  const has = (v: string) => views.includes(v);
  if (season === "2020") {
    const prefix = path.join(ESPN_2020, "league_899513");
    if (has("mBoxscore") || has("mMatchupScore"))
      return `${prefix}_sp${scoringPeriod ?? "1"}_view-mMatchupScore-mBoxscore-mSettings-mRosterSettings.json`;
    if (has("mTeam")) return `${prefix}_view-mTeam.json`;
    if (has("mSettings")) return `${prefix}_view-mSettings.json`;
    return null; // mRoster was not recorded for this league
  }
  if (season === "2018") {
    if (has("mMatchupScore") || has("mBoxscore")) return path.join(ESPN_2018, "league_matchupScore_2018.json");
    if (has("mTeam")) return path.join(ESPN_2018, "league_team_2018.json");
    if (has("mSettings")) return path.join(ESPN_2018, "league_settings_2018.json");
    return views.length === 0 ? path.join(ESPN_2018, "league_2018.json") : null;
  }
  return null;
}

// Yahoo: the samples come from different leagues and sports; each resource kind maps to its sample.
function yahooFile(resource: string): string | null {
  const name = (() => {
    if (resource.startsWith("users;use_login=1/games") && resource.endsWith("/leagues"))
      return "sample.users_leagues.json";
    if (/^league\/[^/]+\/settings$/.test(resource)) {
      const key = resource.split("/")[1] ?? "";
      return existsSync(path.join(YAHOO_DIR, `sample.league_settings.${key}.json`))
        ? `sample.league_settings.${key}.json`
        : "sample.league_settings.388.l.27081.json";
    }
    if (/^league\/[^/]+\/teams$/.test(resource)) return "sample.league_teams.json";
    if (/^league\/[^/]+\/standings$/.test(resource)) return "sample.standings.json";
    if (/^league\/[^/]+\/scoreboard/.test(resource)) return "sample.scoreboard.week12.json";
    if (/^league\/[^/]+\/transactions/.test(resource)) return "sample.transactions.json";
    if (/^team\/[^/]+\/roster/.test(resource)) return "sample.team_roster.travis_hunter.json";
    return null;
  })();
  return name ? path.join(YAHOO_DIR, name) : null;
}

export async function startProviderServer(options: { port?: number } = {}): Promise<ProviderServer> {
  let failure: (Failure & { remaining: number }) | null = null;
  let espnPrivate: { espnS2: string; swid: string } | null = null;
  let sleeperPlayers = true;
  let espnActivityAll = false;
  const issued = new Map<string, "valid" | "expired">();
  let tokenCounter = 0;
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(typeof body === "string" ? body : JSON.stringify(body));
  };
  const sendFile = (res: ServerResponse, file: string | null) =>
    file && existsSync(file) ? send(res, 200, readFileSync(file, "utf8")) : send(res, 404, { error: "not recorded" });

  function issueTokens(res: ServerResponse) {
    tokenCounter += 1;
    const access = `fake-access-${tokenCounter}`;
    issued.set(access, "valid");
    send(res, 200, {
      access_token: access,
      refresh_token: `fake-refresh-${tokenCounter}`,
      expires_in: 3600,
      token_type: "bearer",
      xoauth_yahoo_guid: "FAKEGUID",
    });
  }

  function yahooAuth(req: IncomingMessage, res: ServerResponse, url: URL, body: string) {
    if (url.pathname.endsWith("/request_auth")) {
      const redirect = new URL(url.searchParams.get("redirect_uri") ?? "http://127.0.0.1/");
      redirect.searchParams.set("code", YAHOO_CLIENT.code);
      redirect.searchParams.set("state", url.searchParams.get("state") ?? "");
      res.writeHead(302, { location: redirect.toString() }).end();
      return;
    }
    const basic = `Basic ${Buffer.from(`${YAHOO_CLIENT.id}:${YAHOO_CLIENT.secret}`).toString("base64")}`;
    if (req.method !== "POST" || req.headers.authorization !== basic)
      return send(res, 401, { error: "invalid_client" });
    const form = new URLSearchParams(body);
    const grant = form.get("grant_type");
    if (grant === "authorization_code" && form.get("code") === YAHOO_CLIENT.code) return issueTokens(res);
    if (grant === "refresh_token" && form.get("refresh_token")?.startsWith("fake-refresh-")) return issueTokens(res);
    send(res, 400, { error: "invalid_grant", error_description: "Invalid authorization code or refresh token" });
  }

  function route(req: IncomingMessage, res: ServerResponse, body: string) {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const pathname = decodeURIComponent(url.pathname);
    if (pathname.startsWith("/sleeper/v1/")) {
      const rest = pathname.slice("/sleeper/v1/".length).replace(/\/$/, "");
      if (rest === "players/nfl" && !sleeperPlayers) return send(res, 404, { error: "not recorded" });
      const file = sleeperFile(rest);
      // Sleeper answers an unknown user or league with 200 and a null body, not 404.
      if (!file && /^(user|league)\/[^/]+$/.test(rest)) return send(res, 200, "null");
      return sendFile(res, file);
    }
    const espn =
      /^\/espn\/apis\/v3\/games\/ffl\/seasons\/(\d{4})\/segments\/0\/leagues\/(\d+)(\/communication\/?)?$/.exec(
        pathname,
      );
    if (espn) {
      if (espnPrivate) {
        const cookie = req.headers.cookie ?? "";
        if (!cookie.includes(`espn_s2=${espnPrivate.espnS2}`) || !cookie.includes(`SWID=${espnPrivate.swid}`)) {
          return send(res, 401, {
            messages: ["You are not authorized to view this League."],
            details: [
              {
                message: "You are not authorized to view this League.",
                shortMessage: "Not Authorized.",
                type: "AUTH_LEAGUE_NOT_VISIBLE",
              },
            ],
          });
        }
      }
      if (espn[3]) {
        const recorded =
          url.searchParams.get("view") === "kona_league_communication" && (espn[1] === "2019" || espnActivityAll);
        return sendFile(res, recorded ? ESPN_ACTIVITY : null);
      }
      return sendFile(
        res,
        espnFile(espn[1] ?? "", url.searchParams.getAll("view"), url.searchParams.get("scoringPeriodId")),
      );
    }
    if (pathname.startsWith("/yahoo-auth/oauth2/")) return yahooAuth(req, res, url, body);
    if (pathname.startsWith("/yahoo/fantasy/v2/")) {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
      if (!token || issued.get(token) !== "valid") {
        return send(res, 401, {
          error: {
            "xml:lang": "en-us",
            "yahoo:uri": url.pathname,
            description: 'Please provide valid credentials. OAuth oauth_problem="token_expired", realm="yahooapis.com"',
            detail: "",
          },
        });
      }
      if (url.searchParams.get("format") !== "json") return send(res, 400, { error: "expected format=json" });
      return sendFile(res, yahooFile(pathname.slice("/yahoo/fantasy/v2/".length)));
    }
    send(res, 404, { error: "unknown fake path" });
  }

  // Route into a buffer, then send the headers (with the full Content-Length) and half the body, and cut the socket.
  function dropMidBody(req: IncomingMessage, res: ServerResponse, body: string) {
    let captured = "";
    const capture = { writeHead: () => capture, end: (text?: string) => void (captured = text ?? "") };
    route(req, capture as unknown as ServerResponse, body);
    const bytes = Buffer.from(captured, "utf8");
    res.writeHead(200, { "content-type": "application/json", "content-length": String(bytes.length) });
    res.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => res.destroy());
  }

  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      requests.push({ method: req.method ?? "GET", url: req.url ?? "/", headers: req.headers, body });
      if (
        failure &&
        failure.remaining > 0 &&
        (!failure.pathIncludes || (req.url ?? "").includes(failure.pathIncludes))
      ) {
        failure.remaining -= 1;
        const { mode } = failure;
        if (mode.kind === "hang") {
          hanging.add(res);
          return;
        }
        if (mode.kind === "malformed")
          return send(res, 200, "<html>Service Unavailable</html>", { "content-type": "text/html" });
        if (mode.kind === "body") return send(res, 200, mode.body);
        if (mode.kind === "slow") {
          hanging.add(res);
          const timer = setTimeout(() => route(req, res, body), mode.delayMs);
          res.on("close", () => clearTimeout(timer));
          return;
        }
        if (mode.kind === "drop") return dropMidBody(req, res, body);
        const headers: Record<string, string> =
          mode.retryAfterSeconds === undefined ? {} : { "retry-after": String(mode.retryAfterSeconds) };
        return send(res, mode.status, { error: `fake failure ${mode.status}` }, headers);
      }
      route(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    env: {
      SLEEPER_API_URL: `${url}/sleeper/v1`,
      ESPN_API_URL: `${url}/espn/apis/v3/games/ffl`,
      YAHOO_API_URL: `${url}/yahoo/fantasy/v2`,
      YAHOO_AUTH_URL: `${url}/yahoo-auth/oauth2`,
    },
    requests,
    setFailure: (next) => {
      failure = next ? { ...next, remaining: next.times ?? Number.POSITIVE_INFINITY } : null;
    },
    setEspnPrivate: (cookies) => {
      espnPrivate = cookies;
    },
    setSleeperPlayersAvailable: (available) => {
      sleeperPlayers = available;
    },
    setEspnActivityForAllLeagues: (on) => {
      espnActivityAll = on;
    },
    expireYahooTokens: () => {
      for (const key of issued.keys()) issued.set(key, "expired");
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
