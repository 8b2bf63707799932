import { teamListSchema } from "@/lib/validations/responses/teams";
import {
  aiBriefSchema,
  matchupSchema,
  nflMatchupsSchema,
  playoffScenariosSchema,
  rosterSchema,
} from "@/lib/validations/responses/dashboard";
import { newsListSchema } from "@/lib/validations/responses/news";
import {
  playerAnalysisSchema,
  playerDetailsSchema,
  playerSearchResponseSchema,
} from "@/lib/validations/responses/players";
import { idParams, playerParams, plainQuery, weekParams, weekQuery } from "@/lib/validations/params";
import { rosterNewsQuery } from "@/lib/validations/teams";
import { nflMatchupsQuery } from "@/lib/validations/nfl";
import { analysisQuery, generateBody, leagueQuery, playerSearchQuery } from "@/lib/validations/players";
import type { ApiRoute } from "../types";

// The dashboard's calls and the player modal's.
const team = { tag: "Dashboard", auth: "session", params: idParams, errors: ["not_found"] } as const;
const player = { tag: "Players", auth: "session", params: playerParams, errors: ["not_found"] } as const;

export const DASHBOARD_ROUTES: ApiRoute[] = [
  {
    method: "GET",
    path: "/api/teams",
    summary: "The user's teams, one per connected league, with their league",
    tag: "Dashboard",
    auth: "session",
    response: teamListSchema,
  },
  {
    ...team,
    method: "GET",
    path: "/api/teams/{id}/roster",
    summary: "Roster for a week",
    query: weekQuery,
    response: rosterSchema,
  },
  {
    ...team,
    method: "GET",
    path: "/api/teams/{id}/matchup",
    summary: "This week's matchup: P(win), key position battles, boom/bust",
    query: weekQuery,
    response: matchupSchema,
  },
  {
    ...team,
    method: "GET",
    path: "/api/teams/{id}/playoff-scenarios",
    summary: "Playoff, bye and title odds from the season simulation",
    query: plainQuery,
    response: playoffScenariosSchema,
  },
  {
    ...team,
    method: "GET",
    path: "/api/teams/{id}/ai-brief",
    summary: "GM's Brief ranked by Δ playoff odds (cached 5 minutes)",
    query: weekQuery,
    response: aiBriefSchema,
  },
  {
    ...team,
    method: "GET",
    path: "/api/teams/{id}/roster-news",
    summary: "News about the roster's players, newest first",
    query: rosterNewsQuery,
    response: newsListSchema,
  },
  {
    method: "GET",
    path: "/api/nfl/matchups/{week}",
    summary: "The NFL games of a week with their state at the football clock",
    tag: "Dashboard",
    auth: "session",
    params: weekParams,
    query: nflMatchupsQuery,
    response: nflMatchupsSchema,
  },
  {
    ...player,
    method: "GET",
    path: "/api/players/{playerId}/details",
    summary: "Player card: bio, ownership, weekly stats, rankings, latest news",
    query: leagueQuery,
    response: playerDetailsSchema,
  },
  {
    ...player,
    method: "GET",
    path: "/api/players/{playerId}/news",
    summary: "A player's news, newest first",
    query: leagueQuery,
    response: newsListSchema,
  },
  {
    ...player,
    method: "GET",
    path: "/api/players/{playerId}/ai-analysis",
    summary: "The stored buy/sell/hold analysis, or not_generated",
    query: analysisQuery,
    response: playerAnalysisSchema,
  },
  {
    ...player,
    method: "POST",
    path: "/api/players/{playerId}/ai-analysis/generate",
    summary: "Generate and store the buy/sell/hold analysis for a week",
    body: generateBody,
    response: playerAnalysisSchema,
    errors: ["not_found", "rate_limited", "unavailable"],
  },
  {
    method: "GET",
    path: "/api/players/search",
    summary: "Search a league's players with projections, ownership and who rosters them",
    tag: "Players",
    auth: "session",
    query: playerSearchQuery,
    response: playerSearchResponseSchema,
    errors: ["not_found"],
  },
];
