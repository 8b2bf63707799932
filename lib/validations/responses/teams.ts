import { z } from "zod";
import type { TeamSummary } from "@/lib/db/queries/league-shapes";

// GET /api/teams — a team as the API lists it. playoffOdds is null here: the dashboard computes odds.
const o = z.strictObject;

export const unsupportedScoringRuleSchema = o({
  key: z.string().describe('the platform\'s own key: Sleeper\'s scoring key, "espn:<statId>", "yahoo:<statId>"'),
  label: z.string(),
  points: z.number().describe("points per unit in this league"),
});

export const teamSummarySchema = o({
  id: z.string(),
  externalId: z.string(),
  name: z.string(),
  abbrev: z.string().nullable(),
  logoUrl: z.string().nullable(),
  wins: z.number(),
  losses: z.number(),
  ties: z.number(),
  pointsFor: z.number(),
  pointsAgainst: z.number(),
  standing: z.number(),
  playoffOdds: z.number().nullable(),
  faabBudget: z.number().nullable(),
  faabSpent: z.number(),
  league: o({
    id: z.string(),
    name: z.string(),
    provider: z.string(),
    season: z.number().int(),
    currentWeek: z.number().int().nullable(),
    lastSyncedAt: z.coerce.date().nullable().describe("ISO date-time"),
    waiverSettings: o({ type: z.string() }),
    unsupportedScoring: z.array(unsupportedScoringRuleSchema).describe("scoring rules the product cannot apply"),
  }),
}) satisfies z.ZodType<TeamSummary>;
export const teamListSchema = z.array(teamSummarySchema);
