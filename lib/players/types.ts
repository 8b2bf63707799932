// /api/players/search as the browser receives it. Plain data, client-safe.
import type { z } from "zod";
import type { playerSearchResponseSchema, playerSearchResultSchema } from "@/lib/validations/responses/players";

export type PlayerSearchResult = z.infer<typeof playerSearchResultSchema>;
export type PlayerSearchResponse = z.infer<typeof playerSearchResponseSchema>;

// nflverse team codes (the player table's nflTeam), for the team filter.
export const NFL_TEAM_CODES = [
  "ARI",
  "ATL",
  "BAL",
  "BUF",
  "CAR",
  "CHI",
  "CIN",
  "CLE",
  "DAL",
  "DEN",
  "DET",
  "GB",
  "HOU",
  "IND",
  "JAX",
  "KC",
  "LA",
  "LAC",
  "LV",
  "MIA",
  "MIN",
  "NE",
  "NO",
  "NYG",
  "NYJ",
  "PHI",
  "PIT",
  "SEA",
  "SF",
  "TB",
  "TEN",
  "WAS",
] as const;
