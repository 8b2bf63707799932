// The routes that take an id a user owns, for the authorization matrix (tests/api/authorization-matrix.int.test.ts)
// and the fuzz. ADD A ROW for every new route whose path, query or body names a team, league, player+league,
// conversation or message: the matrix fails, naming the route, when a route with a dynamic segment is in
// neither this table nor NOT_OWNED_PARAM_ROUTES.
import type { HttpMethod } from "./routes";

export interface OwnedIds {
  teamId: string;
  leagueId: string;
  playerId: string; // a player on the team's roster
  conversationId: string;
  messageId: string;
}

export interface IdRoute {
  method: HttpMethod;
  pattern: string;
  params?: (ids: OwnedIds) => Record<string, string>;
  query?: (ids: OwnedIds) => Record<string, string>;
  /** `own` is the caller's ids, for bodies that mix the caller's own and the target's. */
  body?: (ids: OwnedIds, own: OwnedIds) => unknown;
  /** Reads only: the owner gets a 2xx with the same ids (proves the 404 for others is about ownership). */
  ownerOk?: boolean;
}

const team = (ids: OwnedIds) => ({ id: ids.teamId });
const player = (ids: OwnedIds) => ({ playerId: ids.playerId });
const league = (ids: OwnedIds) => ({ leagueId: ids.leagueId });

export const ID_ROUTES: IdRoute[] = [
  { method: "GET", pattern: "/api/teams/[id]/roster", params: team, query: () => ({ week: "10" }), ownerOk: true },
  { method: "GET", pattern: "/api/teams/[id]/matchup", params: team, query: () => ({ week: "10" }), ownerOk: true },
  { method: "GET", pattern: "/api/teams/[id]/roster-news", params: team, ownerOk: true },
  { method: "GET", pattern: "/api/teams/[id]/playoff-scenarios", params: team, ownerOk: true },
  { method: "GET", pattern: "/api/teams/[id]/ai-brief", params: team, ownerOk: true },
  { method: "POST", pattern: "/api/teams/[id]/roster/sync", params: team, body: () => ({ week: 10 }) },
  { method: "DELETE", pattern: "/api/leagues/[id]", params: (ids) => ({ id: ids.leagueId }) },
  { method: "GET", pattern: "/api/players/[playerId]/details", params: player, query: league, ownerOk: true },
  { method: "GET", pattern: "/api/players/[playerId]/news", params: player, query: league, ownerOk: true },
  { method: "GET", pattern: "/api/players/[playerId]/ai-analysis", params: player, query: league, ownerOk: true },
  {
    method: "POST",
    pattern: "/api/players/[playerId]/ai-analysis/generate",
    params: player,
    body: (ids) => ({ leagueId: ids.leagueId, week: 10 }),
  },
  // League pages and decision pages.
  {
    method: "GET",
    pattern: "/api/leagues/[id]/matchups",
    params: (ids) => ({ id: ids.leagueId }),
    query: () => ({ week: "10" }),
    ownerOk: true,
  },
  { method: "GET", pattern: "/api/leagues/[id]/standings", params: (ids) => ({ id: ids.leagueId }), ownerOk: true },
  { method: "GET", pattern: "/api/teams/[id]/schedule", params: team, ownerOk: true },
  { method: "GET", pattern: "/api/teams/[id]/analytics", params: team, ownerOk: true },
  {
    method: "POST",
    pattern: "/api/teams/[id]/what-if",
    params: team,
    body: (ids) => ({ forced: [{ week: 11, home: ids.teamId, away: ids.teamId, result: "home" }] }),
  },
  { method: "GET", pattern: "/api/teams/[id]/lineup", params: team, ownerOk: true },
  { method: "GET", pattern: "/api/teams/[id]/waivers", params: team, ownerOk: true },
  {
    method: "POST",
    pattern: "/api/teams/[id]/waiver-analysis",
    params: team,
    body: (ids) => ({ pairs: [{ add: [ids.playerId], drop: [] }] }),
  },
  {
    method: "POST",
    pattern: "/api/teams/[id]/trades/evaluate",
    params: team,
    body: (ids) => ({ partnerId: ids.teamId, give: [ids.playerId], get: ["someone-else"] }),
  },
  { method: "GET", pattern: "/api/teams/[id]/trades/find", params: team, ownerOk: true },
  { method: "GET", pattern: "/api/teams/[id]/trades/history", params: team, ownerOk: true },
  { method: "GET", pattern: "/api/teams/[id]/trades/rosters", params: team, ownerOk: true },
  { method: "GET", pattern: "/api/chat/[id]", params: (ids) => ({ id: ids.conversationId }), ownerOk: true },
  { method: "DELETE", pattern: "/api/chat/[id]", params: (ids) => ({ id: ids.conversationId }) },
  // Body ids: another user's team for a new chat, and another user's conversation (with the caller's own team
  // and a known message id of the victim — the stored message must not change; see chat-persistence.int.test.ts).
  {
    method: "POST",
    pattern: "/api/chat",
    body: (ids) => ({
      id: `fresh-${Date.now()}`,
      teamId: ids.teamId,
      message: { role: "user", parts: [{ type: "text", text: "hi" }] },
    }),
  },
  {
    method: "POST",
    pattern: "/api/chat",
    body: (ids, own) => ({
      id: ids.conversationId,
      teamId: own.teamId,
      message: { id: ids.messageId, role: "user", parts: [{ type: "text", text: "overwrite" }] },
    }),
  },
];

/** Routes whose dynamic segment is not something a user owns (public data, or NextAuth's own paths). */
export const NOT_OWNED_PARAM_ROUTES = ["/api/nfl/matchups/[week]", "/api/auth/[...nextauth]", "/api/cron/[job]"];

/** Routes for machines, authenticated by a shared secret instead of a session: 401 without it, signed in or not. */
export const SECRET_ROUTES: Record<string, HttpMethod[]> = { "/api/cron/[job]": ["GET"] };

/** Routes (and methods) open to signed-out visitors; everything else answers 401 without a session. */
export const PUBLIC_ROUTES: Record<string, HttpMethod[]> = {
  "/api/health": ["GET"],
  "/api/openapi.json": ["GET"],
  "/api/auth/google/enabled": ["GET"],
  "/api/auth/[...nextauth]": ["GET", "POST"],
  "/api/login": ["POST"],
  "/api/register": ["POST"],
  "/api/logout": ["POST"],
  "/api/chat/landing": ["POST"],
};

/** Routes a signed-in user reaches before accepting the terms (all others answer 403 until then). */
export const BEFORE_TERMS_ROUTES: Record<string, HttpMethod[]> = {
  "/api/user": ["GET"],
  "/api/auth/google/accept-tos": ["POST"],
};
