import { z } from "zod";
import { PLAYER_SORTS } from "@/lib/domain/player-search";
import { newsItemSchema } from "./news";
import { weekSpanSchema } from "./decisions";

// Responses of the player modal's calls and of the search.
const o = z.strictObject;
const num = z.number().nullable();

export const DRAFT_RANK_TYPES = ["PPR", "Standard", "Half PPR", "H2H"] as const;

export const draftRankSchema = o({ rank: num, totalRanked: num, auctionValue: num });

export const playerDetailsSchema = o({
  basic: o({
    id: z.string(),
    fullName: z.string(),
    jersey: num,
    position: z.string(),
    proTeam: z.string().nullable(),
    imageUrl: z.string().nullable(),
    injuryStatus: z.string().nullable(),
    droppable: z.boolean(),
    tradeLocked: z.boolean(),
    eligibleSlots: z.array(z.string()),
  }),
  ownership: o({
    percentOwned: num,
    percentStarted: num,
    percentChange: num,
    averageDraftPosition: num,
    auctionValueAverage: num,
    auctionValueAverageChange: num,
  }),
  stats: o({
    weeklyStats: z.array(
      o({
        week: z.number().int(),
        points: num,
        isByeWeek: z.boolean(),
        didNotPlay: z.boolean().optional().describe("the game is over without a stat line for him"),
        label: z
          .enum(["live", "actual"])
          .nullable()
          .optional()
          .describe("this week once his game started: live while it is on, actual once final"),
      }),
    ),
    projectedStats: z.array(o({ week: z.number().int(), points: num })),
    seasonStats: z.array(o({ seasonId: z.number().int(), points: z.number() })),
  }),
  historicalStats: o({
    seasons: z.array(
      o({
        season: z.number().int(),
        actualStats: o({ totalPoints: z.number(), gamesPlayed: z.number(), avgPointsPerGame: z.number() }),
      }),
    ),
    citations: z.array(z.string()),
  }),
  rankings: o({
    currentWeek: z.number().int(),
    positionalRanking: z.record(z.string(), o({ positionalRanking: num, totalRanking: num })),
    draftRanks: z.record(z.enum(DRAFT_RANK_TYPES), draftRankSchema),
  }),
  news: o({ latestNews: newsItemSchema.nullable() }),
});

export const decisionDriverSchema = o({
  name: z.string(),
  impact: z.string().describe('"Positive" | "Negative" | other'),
  score: z.number(),
  weight: z.number(),
  evidence: z.string(),
});

// not_generated answers every field null (lists empty); generated and cached carry the analysis.
export const playerAnalysisSchema = o({
  status: z.enum(["not_generated", "cached", "generated"]),
  recommendation: z.enum(["buy", "sell", "hold"]).nullish(),
  confidence: num.optional(),
  summaryText: z.string().nullish(),
  overallScore: num.optional(),
  volatility: num.optional().describe("null: no projected production (out, on bye), or not generated"),
  generatedAt: z.string().nullish(),
  decisionDrivers: z.array(decisionDriverSchema).optional(),
  citations: z.array(z.string()).optional(),
  model: z.string().optional(),
});

export const playerSearchResultSchema = o({
  id: z.string(),
  name: z.string(),
  position: z.string(),
  nflTeam: z.string().nullable(),
  imageUrl: z.string().nullable(),
  injuryStatus: z.string().nullable(),
  byeWeek: num,
  projection: num.describe("this week, the league's scoring"),
  restOfSeason: num,
  percentOwned: num.describe("the host's ownership %, else the share of the app's leagues rostering him this week"),
  trend: num.describe("last 3 games' average minus the season average, points"),
  owner: o({ teamId: z.string(), teamName: z.string(), isMine: z.boolean() })
    .nullable()
    .describe("null = free agent in this league"),
});

export const playerSearchResponseSchema = o({
  leagueId: z.string(),
  week: z.number().int(),
  restOfSeasonWeeks: weekSpanSchema,
  season: z.number().int(),
  sort: z.enum(PLAYER_SORTS),
  players: z.array(playerSearchResultSchema),
  teams: z.array(o({ id: z.string(), name: z.string(), isMine: z.boolean() })),
});
