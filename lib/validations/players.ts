import { z } from "zod";
import { INJURY_FILTERS, PLAYER_SORTS, SEARCH_POSITIONS } from "@/lib/domain/player-search";
import { cacheBusters, idParam, weekParam } from "./params";

// GET /api/players/{playerId}/details|news?leagueId=
export const leagueQuery = z.object({ leagueId: idParam, ...cacheBusters });

// GET /api/players/{playerId}/ai-analysis and POST .../generate
export const analysisQuery = z.object({ leagueId: idParam, week: weekParam.optional() });
export const generateBody = z.object({ leagueId: idParam, week: weekParam });

const empty = (v: unknown) => (v === "" ? undefined : v);

// GET /api/players/search
export const playerSearchQuery = z.object({
  leagueId: idParam,
  q: z.string().trim().max(100, "q must be at most 100 characters").default(""),
  position: z.preprocess(empty, z.enum(SEARCH_POSITIONS, { message: "Unknown position" }).optional()),
  nflTeam: z.preprocess(
    empty,
    z
      .string()
      .regex(/^[A-Z]{2,3}$/, "nflTeam must be a team code like KC")
      .optional(),
  ),
  availability: z.preprocess(
    empty,
    z
      .union([z.enum(["all", "free_agent", "mine", "rostered"]), z.string().regex(/^team:[\w-]{1,64}$/)], {
        message: "availability must be all, free_agent, mine, rostered or team:<id>",
      })
      .default("all"),
  ),
  injury: z.preprocess(empty, z.enum(INJURY_FILTERS, { message: "Unknown injury filter" }).default("all")),
  sort: z.preprocess(empty, z.enum(PLAYER_SORTS, { message: "Unknown sort" }).optional()),
  limit: z.coerce.number().int().min(1, "limit must be 1–100").max(100, "limit must be 1–100").default(50),
});
