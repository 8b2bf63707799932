// Cost of the one player-week module (lib/league-model/week-distributions): a 12-team league's model inputs (180
// rostered players × 5 remaining weeks of pre-game distributions, as lib/league-model/league-model builds them for the
// Playoff Odds card and the AI) and the player modal's weekly ranking table (every pool player).
// Run: npx tsx bench/week-distributions.bench.ts — prints numbers; not a test.
import { createRequire } from "node:module";

// `server-only` guards Next bundles against client imports; this is a plain Node script (as prisma/seed.ts does).
const localRequire = createRequire(__filename);
localRequire.cache[localRequire.resolve("server-only")] = { exports: {} } as NodeJS.Module;

async function main() {
  const { DEMO_SCORING } = await import("@/lib/providers/demo/config");
  const { playerPool } = await import("@/lib/nfl");
  const { preGameWeek } = await import("@/lib/league-model/week-distributions");
  const { weeklyRanking } = await import("@/lib/league-model/rankings");
  const time = (label: string, fn: () => void) => {
    const t0 = performance.now();
    fn();
    console.log(`${label}: ${(performance.now() - t0).toFixed(1)} ms`);
  };
  let subjects: {
    id: string;
    position: string;
    nflTeam: string | null;
    injuryStatus: null;
    gsisId: string | null;
    nflcomId: string | null;
  }[] = [];
  time("data load (first touch of the bundled files)", () => {
    subjects = playerPool(2025)
      .filter((p) => p.position !== "K")
      .slice(0, 180)
      .map((p) => ({ ...p, id: p.key, nflTeam: p.team, injuryStatus: null }));
  });
  for (let run = 1; run <= 3; run++) {
    time(`league model inputs, run ${run} (180 players × weeks 10–14)`, () => {
      for (const s of subjects)
        for (let week = 10; week <= 14; week++)
          preGameWeek(s, { season: 2025, week, currentWeek: 10, scoring: DEMO_SCORING });
    });
  }
  time("weekly ranking table, cold (whole pool)", () => weeklyRanking(2025, 10, DEMO_SCORING, "x"));
  time("weekly ranking lookup, cached", () => weeklyRanking(2025, 10, DEMO_SCORING, "x"));
}

void main();
