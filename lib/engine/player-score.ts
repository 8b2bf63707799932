// 0–100 player score: a weighted sum of numeric decision drivers (weights sum to 1), plus a
// buy/sell/hold call and its confidence derived from the same drivers.
import type { Position } from "@/lib/domain/league";
import type { DecisionDriver, DriverImpact, PlayerScore, PlayerScoreInput } from "./types";

// Weekly points of an elite starter at the position (the 100 mark for production drivers).
const ELITE: Record<Position, number> = { QB: 26, RB: 22, WR: 22, TE: 16, K: 12, DST: 12 };
const DEPTH: Record<Position, number> = { QB: 32, RB: 60, WR: 72, TE: 32, K: 32, DST: 32 };
const HEALTH: Record<string, number> = {
  ACTIVE: 100,
  QUESTIONABLE: 60,
  DOUBTFUL: 25,
  OUT: 5,
  INJURY_RESERVE: 0,
  IR: 0,
  SUSPENDED: 0,
  PUP: 0,
};

const clamp = (x: number) => Math.max(0, Math.min(100, x));
const avg = (xs: readonly number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : null);
const f1 = (x: number) => x.toFixed(1);

type Draft = { name: string; weight: number; score: number | null; evidence: string };

function drafts(i: PlayerScoreInput): Draft[] {
  const elite = ELITE[i.position];
  const season = avg(i.recentPoints);
  const last3 = avg(i.recentPoints.slice(-3));
  const ros = avg(i.restOfSeasonMeans ?? []);
  const status = (i.injuryStatus ?? "ACTIVE").toUpperCase();
  return [
    {
      name: "Weekly projection",
      weight: 0.16,
      score: clamp((i.dist.mean / elite) * 100),
      evidence: `Projected ${f1(i.dist.mean)} pts vs ${elite} for an elite ${i.position}`,
    },
    {
      name: "Season production",
      weight: 0.12,
      score: season === null ? null : clamp((season / elite) * 100),
      evidence: season === null ? "No games yet" : `${f1(season)} pts per game over ${i.recentPoints.length} games`,
    },
    {
      name: "Recent form",
      weight: 0.1,
      score: season === null || last3 === null ? null : clamp(50 + ((last3 - season) / Math.max(season, 3)) * 100),
      evidence: last3 === null ? "No games yet" : `Last 3 games ${f1(last3)} pts vs ${f1(season ?? 0)} season average`,
    },
    {
      name: "Positional rank",
      weight: 0.1,
      score: i.positionRank ? clamp(100 - ((i.positionRank - 1) / DEPTH[i.position]) * 100) : null,
      evidence: i.positionRank ? `${i.position}${i.positionRank} this season` : "Rank not available",
    },
    {
      name: "Ceiling",
      weight: 0.08,
      score: clamp((i.dist.ceiling / (elite * 1.5)) * 100),
      evidence: `90th-percentile outcome ${f1(i.dist.ceiling)} pts; ${Math.round(i.dist.pBoom * 100)}% boom chance`,
    },
    {
      name: "Floor",
      weight: 0.08,
      score: clamp((i.dist.floor / (elite * 0.6)) * 100),
      evidence: `10th-percentile outcome ${f1(i.dist.floor)} pts; ${Math.round(i.dist.pBust * 100)}% bust chance`,
    },
    {
      name: "Consistency",
      weight: 0.06,
      score: clamp((1 - i.dist.volatility) * 100),
      evidence: `Volatility ${i.dist.volatility.toFixed(2)} (0 steady – 1 boom-or-bust)`,
    },
    { name: "Health", weight: 0.08, score: HEALTH[status] ?? 50, evidence: `Injury status: ${status}` },
    {
      name: "Market share",
      weight: 0.05,
      score: i.percentOwned ?? null,
      evidence: i.percentOwned == null ? "Ownership not available" : `${f1(i.percentOwned)}% rostered`,
    },
    {
      name: "Market trend",
      weight: 0.04,
      score: i.percentOwnedChange == null ? null : clamp(50 + i.percentOwnedChange * 5),
      evidence:
        i.percentOwnedChange == null
          ? "Ownership trend not available"
          : `Ownership ${i.percentOwnedChange >= 0 ? "+" : ""}${f1(i.percentOwnedChange)} points this week`,
    },
    {
      name: "Schedule outlook",
      weight: 0.05,
      score: ros === null ? null : clamp(50 + ((ros - i.dist.mean) / Math.max(i.dist.mean, 3)) * 150),
      evidence:
        ros === null
          ? "Rest of season not projected"
          : `Rest-of-season ${f1(ros)} pts per week vs ${f1(i.dist.mean)} this week`,
    },
    {
      name: "Usage",
      weight: 0.04,
      score: i.targetShare == null ? null : clamp((i.targetShare / 0.28) * 100),
      evidence:
        i.targetShare == null ? "Target share not applicable" : `${Math.round(i.targetShare * 100)}% target share`,
    },
    {
      name: "Team impact",
      weight: 0.04,
      score: i.deltaPlayoffOdds == null ? null : clamp(50 + i.deltaPlayoffOdds * 500),
      evidence:
        i.deltaPlayoffOdds == null
          ? "Not priced for this team"
          : `${i.deltaPlayoffOdds >= 0 ? "+" : ""}${f1(i.deltaPlayoffOdds * 100)} pts of playoff odds`,
    },
  ];
}

const impactOf = (score: number): DriverImpact => (score >= 60 ? "Positive" : score <= 40 ? "Negative" : "Neutral");

export function scorePlayer(input: PlayerScoreInput): PlayerScore {
  // A driver without data scores a neutral 50 and says so in its evidence; weights stay fixed.
  const drivers: DecisionDriver[] = drafts(input).map((d) => {
    const score = Math.round(d.score ?? 50);
    return {
      name: d.name,
      impact: d.score === null ? "Neutral" : impactOf(score),
      score,
      weight: d.weight,
      evidence: d.evidence,
    };
  });
  const overallScore = drivers.reduce((s, d) => s + d.weight * d.score, 0);
  const byName = (n: string) => drivers.find((d) => d.name === n)?.score ?? 50;
  const momentum = (byName("Recent form") + byName("Market trend") + byName("Schedule outlook")) / 3;
  const signal = 0.6 * (overallScore - 50) + 0.4 * (momentum - 50) - (byName("Health") < 50 ? 10 : 0);
  const recommendation = signal >= 8 ? "buy" : signal <= -8 ? "sell" : "hold";
  const direction = recommendation === "buy" ? "Positive" : recommendation === "sell" ? "Negative" : "Neutral";
  const agreement = drivers.reduce((s, d) => s + (d.impact === direction ? d.weight : 0), 0);
  const confidence = Math.round(clamp(40 + Math.abs(signal) * 1.5 + agreement * 40));
  return { overallScore, recommendation, confidence, volatility: input.dist.volatility, drivers };
}
