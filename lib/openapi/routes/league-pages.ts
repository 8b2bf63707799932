import {
  analyticsResponseSchema,
  matchupsResponseSchema,
  scheduleResponseSchema,
  standingsResponseSchema,
  whatIfResponseSchema,
} from "@/lib/validations/responses/league-pages";
import {
  lineupViewSchema,
  tradeFinderViewSchema,
  tradeHistoryViewSchema,
  tradeResultSchema,
  tradeRostersSchema,
  waiverAnalysisSchema,
  waiversViewSchema,
} from "@/lib/validations/responses/decisions";
import { idParams, plainQuery, weekQuery } from "@/lib/validations/params";
import { whatIfBody } from "@/lib/validations/teams";
import {
  lineupQuery,
  tradeEvaluateBody,
  tradeFindQuery,
  waiverAnalysisBody,
  waiversQuery,
} from "@/lib/validations/decisions";
import type { ApiRoute } from "../types";

// The league pages (matchups, standings, schedule, analytics) and the decision pages (lineup, waivers, trades).
const league = { tag: "League pages", auth: "session", params: idParams, errors: ["not_found"] } as const;
const decision = { tag: "Decisions", auth: "session", params: idParams, errors: ["not_found"] } as const;

export const LEAGUE_PAGE_ROUTES: ApiRoute[] = [
  {
    ...league,
    method: "GET",
    path: "/api/leagues/{id}/matchups",
    summary: "Every game of a league's week, the user's first",
    query: weekQuery,
    response: matchupsResponseSchema,
  },
  {
    ...league,
    method: "GET",
    path: "/api/leagues/{id}/standings",
    summary: "Standings with simulated odds and clinch marks",
    query: plainQuery,
    response: standingsResponseSchema,
  },
  {
    ...league,
    method: "GET",
    path: "/api/teams/{id}/schedule",
    summary: "A team's season: results, win probabilities, byes, strength of schedule",
    query: plainQuery,
    response: scheduleResponseSchema,
  },
  {
    ...league,
    method: "GET",
    path: "/api/teams/{id}/analytics",
    summary: "Every team's odds, the win distribution, luck and the remaining games",
    query: plainQuery,
    response: analyticsResponseSchema,
  },
  {
    ...league,
    method: "POST",
    path: "/api/teams/{id}/what-if",
    summary: "Every team's odds with chosen remaining results forced, vs the baseline",
    body: whatIfBody,
    response: whatIfResponseSchema,
    errors: ["not_found", "unprocessable"],
  },
  {
    ...decision,
    method: "GET",
    path: "/api/teams/{id}/lineup",
    summary: "The lineup that maximizes P(win) (or points) and the swaps to get there",
    query: lineupQuery,
    response: lineupViewSchema,
  },
  {
    ...decision,
    method: "GET",
    path: "/api/teams/{id}/waivers",
    summary: "Free agents priced by Δ playoff odds, with FAAB bids",
    query: waiversQuery,
    response: waiversViewSchema,
  },
  {
    ...decision,
    method: "POST",
    path: "/api/teams/{id}/waiver-analysis",
    summary: "Price up to four add/drop pairs",
    body: waiverAnalysisBody,
    response: waiverAnalysisSchema,
    errors: ["not_found", "unprocessable"],
  },
  {
    ...decision,
    method: "POST",
    path: "/api/teams/{id}/trades/evaluate",
    summary: "Both teams' odds before and after a trade, with a verdict",
    body: tradeEvaluateBody,
    response: tradeResultSchema,
    errors: ["not_found", "unprocessable"],
  },
  {
    ...decision,
    method: "GET",
    path: "/api/teams/{id}/trades/find",
    summary: "Trades that help both teams",
    query: tradeFindQuery,
    response: tradeFinderViewSchema,
  },
  {
    ...decision,
    method: "GET",
    path: "/api/teams/{id}/trades/history",
    summary: "The league's past trades and how they turned out",
    query: plainQuery,
    response: tradeHistoryViewSchema,
  },
  {
    ...decision,
    method: "GET",
    path: "/api/teams/{id}/trades/rosters",
    summary: "Every team's roster with projections, for the trade builder",
    query: plainQuery,
    response: tradeRostersSchema,
  },
];
