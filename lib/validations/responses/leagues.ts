import { z } from "zod";
import type { ConnectedLeague } from "@/lib/db/queries/league-shapes";
import type { LeagueSummary } from "@/lib/domain/league";
import { unsupportedScoringRuleSchema } from "./teams";

// GET /api/leagues — the connected leagues for /connect: sync state, which team is yours, unsupported scoring.
const o = z.strictObject;

export const connectedLeagueSchema = o({
  id: z.string(),
  provider: z.string().describe("sleeper | espn | yahoo | demo"),
  externalId: z.string(),
  season: z.number().int(),
  name: z.string(),
  lastSyncedAt: z.coerce.date().nullable().describe("ISO date-time"),
  syncError: z.string().nullable(),
  syncErrorKind: z.string().nullable().describe("timeout | server | auth | malformed | not_found | rate_limited"),
  createdAt: z.coerce.date().describe("ISO date-time"),
  myTeam: o({ id: z.string(), name: z.string() }).nullable(),
  teamCount: z.number().int(),
  unsupportedScoring: z.array(unsupportedScoringRuleSchema),
  syncWarnings: z.array(z.string()).describe("what the last sync could not read in full (e.g. unknown players)"),
  hostRules: o({
    playoffTeams: z.number().int(),
    playoffStartWeek: z.number().int(),
    playoffRoundWeeks: z.array(z.number().int()).describe("weeks per round; a two-week round is one game"),
    consolationGames: z.number().int().describe("playoff-week games outside the title bracket"),
    tradeDeadlineWeek: z.number().int().nullable().describe("last week trades go through; null = none"),
  }),
}) satisfies z.ZodType<ConnectedLeague>;
export const leagueListSchema = o({ leagues: z.array(connectedLeagueSchema) });

// POST /api/leagues — the first connected league's ids, and every league connected.
export const connectedRefSchema = o({
  leagueId: z.string(),
  teamId: z.string().nullable().describe("null until the user's team is known"),
  created: z.boolean().describe("false: the league was already connected"),
});
export const connectResultSchema = o({
  leagueId: z.string().nullable(),
  teamId: z.string().nullable(),
  leagues: z.array(connectedRefSchema),
});

// POST /api/leagues/discover — a platform's leagues, with their teams, before connecting.
export const leagueSummarySchema = o({
  provider: z.enum(["sleeper", "espn", "yahoo", "demo"]),
  externalId: z.string(),
  season: z.number().int(),
  name: z.string(),
  teams: z.array(
    o({ externalId: z.string(), name: z.string(), ownerName: z.string().optional(), isMine: z.boolean().optional() }),
  ),
}) satisfies z.ZodType<LeagueSummary>;
export const discoveredLeaguesSchema = o({ leagues: z.array(leagueSummarySchema) });
