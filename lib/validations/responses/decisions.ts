import { z } from "zod";

// Responses of the decision pages' routes (/lineup, /waivers, /waiver-analyzer, /trades). Odds and their deltas
// are percentage points with one decimal (12.3 = 12.3%); points are the league's scoring.
const o = z.strictObject;
const num = z.number().nullable();
const ref = o({ id: z.string(), name: z.string() });

/** The weeks a rest-of-season figure covers: the current week through the league's last regular-season week. */
export const weekSpanSchema = o({ first: z.number().int(), last: z.number().int() }).describe(
  "the weeks every rest-of-season figure of the answer covers",
);

const decisionPlayerShape = {
  id: z.string(),
  name: z.string(),
  position: z.string(),
  nflTeam: z.string().nullable(),
  injuryStatus: z.string().nullable(),
};
export const decisionPlayerSchema = o(decisionPlayerShape);

export const decisionEmptySchema = o({
  reason: z.enum(["preseason", "season-over", "no-projections", "no-roster", "no-opponent"]),
  message: z.string(),
});

export const oddsChangeSchema = o({
  teamId: z.string(),
  teamName: z.string(),
  playoffBefore: z.number(),
  playoffAfter: z.number(),
  deltaPlayoff: z.number(),
  sePlayoff: z.number(),
  byeBefore: z.number(),
  byeAfter: z.number(),
  deltaBye: z.number(),
  titleBefore: z.number(),
  titleAfter: z.number(),
  deltaTitle: z.number(),
  seTitle: z.number(),
});

// ── /lineup
export const lineupPlayerCardSchema = o({
  ...decisionPlayerShape,
  floor: z.number(),
  projection: z.number(),
  ceiling: z.number(),
  opponent: z.string().nullable().describe('"@KC" / "KC"'),
  onBye: z.boolean(),
  locked: z.boolean().describe("his game has started or is final: the lineup cannot move him"),
  gameStatus: z.enum(["pre", "in", "post"]).nullable(),
  kickoff: z.string().nullable().describe("ISO time of his game's kickoff this week; null on a bye or unknown"),
  flag: z.string().nullable().describe('"Out", "Doubtful", "IR", "Bye", … for starters who cannot play'),
});

export const lineupSlotRowSchema = o({
  slot: z.string(),
  current: lineupPlayerCardSchema.nullable(),
  recommended: lineupPlayerCardSchema.nullable(),
  changed: z.boolean(),
});

export const lineupSwapViewSchema = o({
  slot: z.string(),
  playerIn: lineupPlayerCardSchema,
  playerOut: lineupPlayerCardSchema.nullable(),
  deltaWinProbability: z.number().describe("percentage points"),
  deltaPoints: z.number(),
});

export const lineupOutlookSchema = o({
  winProbability: z.number(),
  projectedPoints: z.number(),
  floor: z.number(),
  ceiling: z.number(),
});

export const lineupViewSchema = o({
  week: z.number().int(),
  weeks: z.array(z.number().int()).describe("this week through the last regular-season week"),
  objective: z.enum(["win", "points"]),
  team: ref,
  opponent: ref.nullable(),
  slots: z.array(lineupSlotRowSchema),
  bench: z.array(lineupPlayerCardSchema),
  swaps: z.array(lineupSwapViewSchema),
  before: lineupOutlookSchema,
  after: lineupOutlookSchema,
  alerts: z.array(o({ playerId: z.string(), name: z.string(), slot: z.string(), flag: z.string() })),
  lockedCount: z.number().int(),
  holes: z
    .array(
      o({
        slot: z.string(),
        claim: o({ ...decisionPlayerShape, projection: z.number() })
          .nullable()
          .describe("the free agent projected highest this week who can play the slot"),
      }),
    )
    .describe("starting slots no one on the roster can fill this week (bye, out, or no eligible player)"),
  objectiveNote: z.string().nullable().describe("set when the max-P(win) and max-points lineups differ"),
  hostUrl: z.string().nullable(),
  hostName: z.string().nullable(),
  empty: decisionEmptySchema.nullable(),
});

// ── /waivers
export const waiverRowSchema = o({
  ...decisionPlayerShape,
  projection: z.number().describe("this week"),
  restOfSeason: z.number(),
  percentOwned: num.describe("the host's ownership %, else the share of the app's leagues rostering him this week"),
  trend: num.describe("last 3 games' average minus the season average, points"),
  byeWeek: num,
  onByeThisWeek: z.boolean(),
  deltaPlayoff: num.describe("null: not priced"),
  sePlayoff: num,
  deltaTitle: num,
  drop: decisionPlayerSchema.nullable(),
  bid: num,
  bidReason: z.string().nullable(),
});

export const waiversViewSchema = o({
  week: z.number().int(),
  restOfSeasonWeeks: weekSpanSchema,
  waiverType: z.string(),
  faabLeft: num,
  faabBudget: num,
  priorityAdvice: z.string().nullable().describe("non-FAAB leagues: use the waiver priority or keep it"),
  nextRun: z.string().nullable().describe("ISO time of the league's next waiver run; null when the host does not say"),
  rows: z.array(waiverRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pricedCount: z.number().int(),
  simulations: z.number().int(),
  empty: decisionEmptySchema.nullable(),
});

// ── /waiver-analyzer
export const waiverPairResultSchema = o({
  add: z.array(decisionPlayerSchema),
  drop: z.array(decisionPlayerSchema),
  odds: oddsChangeSchema,
  bid: num,
  bidReason: z.string().nullable(),
  weekly: z.array(
    o({
      week: z.number().int(),
      deltaPoints: z.number(),
      byesBefore: z.number(),
      byesAfter: z.number(),
      emptyBefore: z.number(),
      emptyAfter: z.number(),
    }),
  ),
  restOfSeasonDelta: z.number(),
});

export const waiverAnalysisSchema = o({
  week: z.number().int(),
  restOfSeasonWeeks: weekSpanSchema,
  rosterLimit: z.number().int(),
  rosterSize: z.number().int(),
  pairs: z.array(waiverPairResultSchema).describe("best Δ playoff odds first"),
  simulations: z.number().int(),
});

// ── /trades
const tradeDropsShape = {
  drop: z.array(decisionPlayerSchema).describe("players you drop: the deal would overfill your roster"),
  partnerDrop: z.array(decisionPlayerSchema).describe("players the partner drops to stay within the limit"),
};

export const tradeVerdictSchema = z.enum(["good", "fair", "them", "uncertain"]);

export const tradeResultSchema = o({
  partner: ref,
  restOfSeasonWeeks: weekSpanSchema,
  give: z.array(decisionPlayerSchema),
  get: z.array(decisionPlayerSchema),
  ...tradeDropsShape,
  mine: oddsChangeSchema,
  theirs: oddsChangeSchema,
  pointsGained: z.number().describe("rest-of-season starter points you add"),
  partnerPointsGained: z.number(),
  verdict: tradeVerdictSchema,
  verdictText: z.string(),
  simulations: z.number().int(),
});

export const tradeSuggestionSchema = o({
  partner: ref,
  give: z.array(decisionPlayerSchema),
  get: z.array(decisionPlayerSchema),
  ...tradeDropsShape,
  deltaPlayoff: z.number(),
  sePlayoff: z.number().describe("standard error of deltaPlayoff (paired simulations), percentage points"),
  partnerDeltaPlayoff: z.number().describe("never negative: a trade the partner loses by is not suggested"),
  partnerSePlayoff: z.number(),
  pointsGained: z.number(),
  partnerPointsGained: z.number(),
});

export const tradeFinderViewSchema = o({
  week: z.number().int(),
  restOfSeasonWeeks: weekSpanSchema,
  trades: z.array(tradeSuggestionSchema),
  searched: z.number().int().describe("trades priced with the simulator"),
  empty: decisionEmptySchema.nullable(),
  emptyReason: z.string().nullable().describe("why the list is empty when the search ran"),
});

export const tradeHistoryItemSchema = o({
  id: z.string(),
  week: num,
  occurredAt: z.string(),
  sides: z.array(
    o({
      teamId: z.string().nullable(),
      teamName: z.string(),
      received: z.array(decisionPlayerSchema),
      pointsSince: z.number(),
    }),
  ),
  oddsNow: z
    .array(o({ teamName: z.string(), deltaPlayoff: z.number() }))
    .nullable()
    .describe("each side's playoff odds now with the trade vs had it not happened"),
});

export const tradeHistoryViewSchema = o({ trades: z.array(tradeHistoryItemSchema) });

export const rosterOptionSchema = o({ ...decisionPlayerShape, projection: z.number(), restOfSeason: z.number() });

export const tradeRostersSchema = o({
  week: z.number().int(),
  restOfSeasonWeeks: weekSpanSchema,
  rosterLimit: z.number().int(),
  teams: z.array(o({ id: z.string(), name: z.string(), mine: z.boolean(), players: z.array(rosterOptionSchema) })),
});
