// A team as GET /api/teams lists it, as the browser receives it. Plain data, client-safe.
import type { UnsupportedScoringRule } from "@/lib/domain/league";

export interface TeamListItem {
  id: string;
  name: string;
  wins: number;
  losses: number;
  ties: number;
  standing: number | null;
  playoffOdds: number | null; // null from /api/teams: the dashboard computes odds
  faabBudget: number | null;
  faabSpent: number | null;
  league: {
    id: string;
    name: string;
    provider: string;
    season: number;
    waiverSettings: { type: string } | null;
    unsupportedScoring?: UnsupportedScoringRule[]; // scoring rules the product cannot apply
  };
}
