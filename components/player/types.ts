// Response shapes of the player modal's calls (spec §3 "Player details", "Player AI analysis").
import type { NewsItem } from "@/lib/domain/news";

export interface DraftRank {
  rank: number | null;
  totalRanked: number | null;
  auctionValue: number | null;
}

export interface PlayerDetails {
  basic: {
    id: string;
    fullName: string;
    jersey: number | null;
    position: string;
    proTeam: string | null;
    imageUrl: string | null;
    injuryStatus: string | null;
    droppable: boolean;
    tradeLocked: boolean;
    eligibleSlots: string[];
  };
  ownership: {
    percentOwned: number | null;
    percentStarted: number | null;
    percentChange: number | null;
    averageDraftPosition: number | null;
    auctionValueAverage: number | null;
    auctionValueAverageChange: number | null;
  };
  stats: {
    // didNotPlay: a week whose game is over without a stat line for him (not a game played)
    weeklyStats: { week: number; points: number | null; isByeWeek: boolean; didNotPlay?: boolean }[];
    projectedStats: { week: number; points: number | null }[];
    seasonStats: { seasonId: number; points: number }[];
  };
  historicalStats: {
    seasons: { season: number; actualStats: { totalPoints: number; gamesPlayed: number; avgPointsPerGame: number } }[];
    citations: string[];
  };
  rankings: {
    currentWeek: number;
    positionalRanking: Record<string, { positionalRanking: number | null; totalRanking: number | null }>;
    draftRanks: Record<DraftRankType, DraftRank>;
  };
  news: { latestNews: NewsItem | null };
}

export const DRAFT_RANK_TYPES = ["PPR", "Standard", "Half PPR", "H2H"] as const;
export type DraftRankType = (typeof DRAFT_RANK_TYPES)[number];

export interface DecisionDriver {
  name: string;
  impact: string; // "Positive" | "Negative" | other
  score: number;
  weight: number;
  evidence: string;
}

export interface PlayerAnalysis {
  status: "not_generated" | "cached" | "generated";
  recommendation?: "buy" | "sell" | "hold";
  confidence?: number;
  summaryText?: string;
  overallScore?: number;
  volatility?: number | null; // null: no projected production (out, on bye)
  generatedAt?: string;
  decisionDrivers?: DecisionDriver[];
  citations?: string[];
  model?: string;
}
