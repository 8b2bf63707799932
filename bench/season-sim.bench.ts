// npm run bench — season simulator throughput vs the cost of drawing its normal variates alone, and the
// latency of pricing one trade (both sides, common random numbers), and projection-model distributions/s. Prints
// numbers; not a test.
// Times are CPU seconds of the best of three runs.
import { playerDistribution } from "@/lib/engine/distribution";
import { priceAction } from "@/lib/engine/pricing";
import { seasonInputFromModel } from "@/lib/engine/league-model";
import { createNormalSource } from "@/lib/engine/rng";
import { compileSeason, drawsPerSeason } from "@/lib/engine/season-compile";
import { runSeasons } from "@/lib/engine/season-sim";
import { syntheticLeague } from "./synthetic-league";

const SEASONS = 200_000;
const model = syntheticLeague({ teams: 12, weeksLeft: 7, playoffTeams: 6 });
const compiled = compileSeason(seasonInputFromModel(model));
const teamWeeks = compiled.T * compiled.W;

// CPU seconds of this (single-threaded) process: on a shared machine wall time also counts other jobs.
function time(fn: () => void): number {
  const c0 = process.cpuUsage();
  fn();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1e6;
}

runSeasons([compiled], { seasons: 20_000, seed: 1 }); // warm-up (JIT)
const simSeconds = Math.min(...[1, 2, 3].map((seed) => time(() => runSeasons([compiled], { seasons: SEASONS, seed }))));

const draws = drawsPerSeason(compiled) * SEASONS;
const buf = new Float64Array(drawsPerSeason(compiled) * 64);
const floorSeconds = Math.min(
  ...[1, 2, 3].map((seed) =>
    time(() => {
      const src = createNormalSource(seed);
      for (let done = 0; done < draws; done += buf.length) src.fill(buf, Math.min(buf.length, draws - done));
    }),
  ),
);

const trade = { type: "trade" as const, teamId: "t1", partnerId: "t2", give: ["t1-p2"], receive: ["t2-p7"] };
priceAction(model, trade, { seasons: 20_000, seed: 3 }); // warm-up
const tradeRuns = [4, 5, 6].map((seed) => {
  let price: ReturnType<typeof priceAction> | null = null;
  const s = time(() => {
    price = priceAction(model, trade, { seasons: 20_000, seed });
  });
  return { s, price: price as ReturnType<typeof priceAction> | null };
});
// Projection model: player-week distributions per second (every roster card, lineup and simulator input
// goes through playerDistribution → the model), with the full pre-game feature set.
const N_DIST = 200_000;
const positions = ["QB", "RB", "WR", "TE"] as const;
let sink = 0;
const distSeconds = Math.min(
  ...[1, 2, 3].map(() =>
    time(() => {
      for (let i = 0; i < N_DIST; i++) {
        const d = playerDistribution({
          position: positions[i & 3] as (typeof positions)[number],
          projection: 4 + (i % 20),
          recentPoints: [8, 12, 15, 9],
          features: {
            recentTargetShare: [0.2, 0.22],
            recentCarryShare: [0.1, 0.05],
            recentAirYardsShare: [0.25, 0.3],
            impliedTeamTotal: 23.5,
            opponentAllowedIndex: 1.05,
            home: (i & 1) === 0,
          },
        });
        sink += d.mean;
      }
    }),
  ),
);

const bestTrade = Math.min(...tradeRuns.map((r) => r.s));
const sample = tradeRuns[0]?.price;

const out = {
  league: {
    teams: compiled.T,
    weeksLeft: compiled.W,
    playoffTeams: compiled.playoffTeams,
    normalsPerSeason: drawsPerSeason(compiled),
  },
  seasonSim: {
    seasons: SEASONS,
    seconds: +simSeconds.toFixed(4),
    seasonsPerSecond: Math.round(SEASONS / simSeconds),
    teamWeeksPerSecond: Math.round((SEASONS * teamWeeks) / simSeconds),
  },
  projectionModel: {
    distributions: N_DIST,
    seconds: +distSeconds.toFixed(4),
    distributionsPerSecond: Math.round(N_DIST / distSeconds),
    checksum: Math.round(sink),
  },
  normalsFloor: {
    variates: draws,
    seconds: +floorSeconds.toFixed(4),
    ratioSimToFloor: +(simSeconds / floorSeconds).toFixed(2),
  },
  tradePricing: {
    seasonsPerSide: 20_000,
    bestMs: +(bestTrade * 1000).toFixed(1),
    runsMs: tradeRuns.map((r) => +(r.s * 1000).toFixed(1)),
    sample: sample && { team: sample.team, partner: sample.partner },
  },
};
console.log(JSON.stringify(out, null, 2));
