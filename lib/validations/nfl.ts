import { z } from "zod";
import { cacheBusters, idParam } from "./params";

// GET /api/nfl/matchups/{week}?leagueId=&season= — the games at the clock of one of the user's leagues (its
// season unless `season` names another); without a league, the real-time clock's season.
export const nflMatchupsQuery = z.object({
  leagueId: idParam.optional(),
  season: z.coerce.number().int().min(2020).max(2100).optional(),
  ...cacheBusters,
});
