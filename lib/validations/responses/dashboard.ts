import { z } from "zod";

// Responses of the dashboard's calls: the documented shapes (/api/openapi.json) and, through
// z.infer, the types the handlers and cards use (lib/league-model/types.ts). Strict: an undocumented field fails the
// integration tests that parse real responses.
const o = z.strictObject;

export const gameStatusSchema = z.enum(["pre", "in", "post"]);

export const gameInfoSchema = o({
  status: gameStatusSchema,
  completed: z.boolean(),
  isHome: z.boolean(),
  opponent: z.string(),
  gameTime: z.string().describe("ISO kickoff"),
  playerScore: z.number().nullable().describe("the player's NFL team's score"),
  opponentScore: z.number().nullable(),
  quarter: z.number().nullable(),
  clock: z.string().nullable(),
  inRedZone: z.boolean(),
  onField: z.boolean(),
});

/** "proj" before kickoff, "live" while the game is on, "actual" once final. */
export const scoreLabelSchema = z.enum(["proj", "live", "actual"]);

export const rosterPlayerSchema = o({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  nflTeam: z.string().nullable(),
  position: z.string(),
  isInjured: z.boolean(),
  injuryStatus: z.string().nullable(),
});

export const rosterPositionSchema = o({
  id: z.string(),
  position: z.string().describe("the slot code"),
  isStarting: z.boolean(),
  projectedPoints: z.number().nullable().describe("the pre-game projection (mean)"),
  actualPoints: z.number().nullable().describe("points scored so far: live while the game is on, actual once final"),
  expectedPoints: z
    .number()
    .nullable()
    .describe("what the row counts toward the team's projected score: projection, live blend, or the final"),
  scoreLabel: scoreLabelSchema,
  gameInfo: gameInfoSchema.nullable().describe("null: empty slot, free agent or a bye week"),
  onBye: z.boolean().describe("the player's NFL team has no game this week"),
  out: z.boolean().describe("his injury status rules him out this week"),
});

export const rosterEntrySchema = o({
  players: rosterPlayerSchema.nullable().describe("null: an empty slot"),
  roster_positions: rosterPositionSchema,
});
export const rosterSchema = z.array(rosterEntrySchema);

const teamScoreSchema = o({
  name: z.string(),
  projectedScore: z.number().describe("the sum of the starters' expected points"),
  actualScore: z.number().nullable().describe("the sum of the starters' points so far; null before any kickoff"),
  actualLabel: z.enum(["live", "actual"]).nullable().describe("live while any starter's game is on"),
});

export const keyMatchupSchema = o({
  position: z.string(),
  advantage: z.string().describe('"You" or the opponent\'s name'),
  delta: z.number().describe("points, positive when you lead"),
});

export const matchupSchema = o({
  week: z.number().int(),
  winProbability: z
    .number()
    .nullable()
    .describe("percent 0–100; null when a lineup's starters still to play have no projection at all"),
  projectionGap: o({
    week: z.number().int(),
    players: z.array(z.string()),
    refreshedAt: z.string().nullable().describe("ISO date-time of the projections source's last refresh"),
    message: z.string(),
  })
    .nullable()
    .describe("starters (both sides) still to play that no projection source covers; null when none"),
  yourTeam: teamScoreSchema,
  opponent: teamScoreSchema.nullable().describe("null: bye week"),
  aiCommentary: z.string(),
  keyMatchups: z.array(keyMatchupSchema),
  boomBust: o({ analysis: z.string(), floor: z.number(), ceiling: z.number() }),
});

export const playoffScenariosSchema = o({
  playoffOdds: z.number().nullable().describe("percent"),
  byeOdds: z.number().nullable(),
  titleOdds: z.number().nullable(),
  seedDistribution: z.array(z.number()).describe("percent per seed, index 0 = 1st seed"),
  expectedWins: z.number().nullable(),
  simulations: z.number().int().describe("0 = fallback formula"),
  missingInputs: z
    .string()
    .nullable()
    .describe("why there are no odds: most starters still to play have no projection; null when odds are shown"),
});

export const briefPrioritySchema = z.enum(["high", "medium", "low"]);
export const briefCategorySchema = z.enum(["lineup", "waiver", "trade", "strategy"]);

export const briefActionItemSchema = o({
  icon: z.string(),
  priority: briefPrioritySchema,
  category: briefCategorySchema,
  title: z.string(),
  description: z.string().optional(),
});

export const aiBriefSchema = o({ summary: z.string(), actionItems: z.array(briefActionItemSchema) });

export const nflMatchupSchema = o({
  id: z.string(),
  week: z.number().int(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  kickoff: z.string(),
  status: gameStatusSchema,
  quarter: z.number().nullable(),
  clock: z.string().nullable(),
  homeScore: z.number().nullable(),
  awayScore: z.number().nullable(),
  possession: z.string().nullable(),
  redZone: z.boolean(),
});
export const nflMatchupsSchema = z.array(nflMatchupSchema);
