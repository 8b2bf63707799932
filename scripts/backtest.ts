// npm run backtest -- --data <dir> --season <year> [--leagues 6] [--write <file.json>]
// Builds 12-team leagues from the real players of a season and scores the engine against baselines on
// what really happened. Prints ONE JSON object (and writes it to --write, e.g. for the /accuracy page).
// The data dir needs the nflverse weekly and NFL.com projection CSVs; without the id-map CSV, projections
// join to nflverse rows by season, week, team, position and name. Other sources' projections are read from
// <dir>/projections/<source>_player_week_projections_<year>.csv (espn, fantasypros) when present: the model
// then takes them as inputs and their own MAE is reported beside it; a missing file is a missing source.
// The schedule/lines file (games_<season>.tsv or games_*.tsv, nflverse games.csv columns) is read from the
// data dir (or its parent) when present; without it the model runs without lines, opponent and home/away.
// The projection model: when the bundled model (data/model/projection-model.json) never saw the season, it
// is used as is (out of sample); when it did, every week w is predicted by a model refitted on the weeks
// before w (rolling origin), so no number below is in-sample.
// Baselines:
//   projections:    NFL.com's projection (proj_pts_ppr / proj_pts) on the same player-weeks (maeBaseline), and
//                   each other source and the plain average of the sources on the player-weeks they cover;
//   winProbability: normal on the same pre-game projections of the same lineups with a naive team sd of
//                   25 pts (brierCoinFlip = always 0.5; brierBaselineFinalProjection uses NFL.com's final,
//                   late-news projection); Monte Carlo (correlated, skewed) reported beside ours;
//   startSit:       "start the higher projection": our own shown expected points (projectionLineup*, the
//                   same distributions without the P(win) objective), NFL.com's pre-game projection
//                   (baseline*) and NFL.com's final projection (finalProjection*); all judged against the same
//                   opponent score, with paired differences and their standard errors;
//   playoffOdds:    coin flip (0.5) and the record-based formula, at mid-season vs the final standings.
import { writeFileSync } from "node:fs";
import { fallbackPlayoffOdds } from "@/lib/engine/fallback-odds";
import { seasonInputFromModel } from "@/lib/engine/league-model";
import { optimizeLineup, bestExpectedLineup } from "@/lib/engine/lineup";
import { winProbability } from "@/lib/engine/matchup";
import { normalCdf } from "@/lib/engine/rng";
import { roundRobin } from "@/lib/engine/schedule";
import { simulateSeason } from "@/lib/engine/season-sim";
import type { LeagueModel, ModelPlayer } from "@/lib/engine/types";
import {
  baselineLineup,
  draftLeague,
  SLOTS,
  weekPlayers,
  type WeekDistribution,
  type WeekPlayer,
} from "@/lib/engine/fit/backtest-league";
import { extraSlots, modelRows, seasonFeatures, type ModelRow } from "@/lib/engine/fit/feature-rows";
import {
  accuracyTable,
  allSourcesQuery,
  fitModel,
  modelProjector,
  rollingOrigin,
  subsetQuery,
  type Prediction,
  type Query,
} from "@/lib/engine/fit/fit-model";
import { fitPriors } from "@/lib/engine/fit/fit-priors";
import { loadSourceProjections } from "@/lib/engine/fit/source-data";
import { loadGames } from "@/lib/engine/fit/games";
import {
  calibrationSlope,
  eceIfCalibrated,
  expectedCalibrationError,
  groupBootstrapInterval,
  reliability,
} from "@/lib/engine/fit/metrics";
import {
  actualPoints,
  buildSeason,
  isBye,
  priorGames,
  sourceProjection,
  teamAt,
  type SeasonData,
} from "@/lib/engine/fit/season-data";
import { loadWeeklyData } from "@/lib/engine/fit/weekly-data";
import { playerDistribution } from "@/lib/engine/distribution";
import { PROJECTION_MODEL } from "@/lib/engine/projection-model-data";
import { MODEL_SOURCES, type ModelSource, type ProjectionModelFile } from "@/lib/engine/projection-model";

const arg = (name: string, fallback?: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const dir = arg("data");
const season = Number(arg("season"));
const LEAGUES = Number(arg("leagues", "6"));
const writeTo = arg("write");
if (!dir || !Number.isFinite(season)) {
  console.error("usage: npm run backtest -- --data <dir> --season <year> [--leagues 6] [--write <file.json>]");
  process.exit(2);
}
const TEAMS = 12;
const ROS_WEEKS = Number(arg("ros-weeks", "4")); // latest source projections averaged for rest-of-season means
const PLAYOFF_TEAMS = 6;
const r4 = (x: number) => Math.round(x * 1e4) / 1e4;
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
const standardError = (xs: number[]) => {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / Math.max(1, xs.length - 1) / Math.max(1, xs.length));
};

const data = loadWeeklyData(dir);
const games = loadGames(dir, season);
const s: SeasonData = buildSeason(data, season);
// Weeks where a strictly pre-game projection exists (all projection weeks when the data has no captures).
const evalWeeks = s.weeks.filter((w) => [...s.players.values()].some((p) => sourceProjection(s, p, w) !== null));
const regWeeks = evalWeeks.slice(0, 14);

// ── 1. Projections: the model (rolling origin when the bundled one saw this season) vs each source.
const sources = loadSourceProjections(dir, season);
const outOfSample = !PROJECTION_MODEL.seasons.includes(season);
const projSeasons = [...new Set(data.projections.map((p) => p.season))].filter((y) => y <= season).sort();
const allRows: ModelRow[] = projSeasons.flatMap((y) =>
  modelRows(y === season ? s : buildSeason(data, y), games, sources),
);
const priors = outOfSample ? PROJECTION_MODEL.priors : fitPriors(data, [season]);
// The engine's model of the week: the bundled one, or one refitted on every row before the week.
const modelCache = new Map<number, ProjectionModelFile>();
const modelFor = (week: number) => {
  if (outOfSample) return PROJECTION_MODEL;
  let m = modelCache.get(week);
  if (!m)
    modelCache.set(
      week,
      (m = fitModel(
        allRows.filter((r) => r.season * 100 + r.week < season * 100 + week),
        "rolling",
        priors,
      )),
    );
  return m;
};
const present = MODEL_SOURCES.filter((src) => allRows.some((r) => r.season === season && r.slots[src] !== undefined));
const queries: Query[] = [allSourcesQuery, ...present.map((src) => subsetQuery([src], `only ${src}`))];
const byQuery = rollingOrigin(allRows, [season], (_, order) => modelProjector(modelFor(order % 100)), queries);
const shownPreds = byQuery.get(allSourcesQuery.name) ?? [];
// The headline compares with NFL.com on the player-weeks it projects (all of them when the season has none).
const withNflcom = shownPreds.filter((p) => p.slots.nflcom !== undefined);
const headline: Prediction[] = withNflcom.length ? withNflcom : shownPreds;
const table = accuracyTable(headline);
const overall = table[0];
const byPos = (ps: readonly Prediction[], pos: string) =>
  pos === "ALL" ? ps : ps.filter((p) => p.row.position === pos);
const maeOf = (ps: readonly Prediction[], f: (p: Prediction) => number) =>
  r4(mean(ps.map((p) => Math.abs(f(p) - p.row.actual))));
/** Per position: each source's own MAE, the model's from that source alone, and what we show, on the rows it covers. */
const sourceLines = (pos: string) => [
  ...present.map((src: ModelSource) => {
    const alone = byPos(byQuery.get(`only ${src}`) ?? [], pos);
    const shown = byPos(shownPreds, pos).filter((p) => p.slots[src] !== undefined);
    return {
      source: src,
      n: shown.length,
      mae: maeOf(shown, (p) => p.slots[src] ?? 0),
      maeModelOnThisSource: maeOf(alone, (p) => p.p.shown),
      maeShown: maeOf(shown, (p) => p.p.shown),
    };
  }),
  ...(() => {
    const multi = byPos(shownPreds, pos).filter((p) => Object.keys(p.slots).length > 1);
    const avg = (p: Prediction) => mean(Object.values(p.slots));
    return multi.length
      ? [
          {
            source: "consensus",
            n: multi.length,
            mae: maeOf(multi, avg),
            maeModelOnThisSource: NaN,
            maeShown: maeOf(multi, (p) => p.p.shown),
          },
        ]
      : [];
  })(),
];

const features = seasonFeatures(s, games);
const distribution: WeekDistribution = (p, week, onBye) => {
  const nflcom = sourceProjection(s, p, week);
  const extra = extraSlots(s, sources, p, week);
  const slots = nflcom === null ? extra : { nflcom, ...extra };
  return playerDistribution(
    {
      position: p.position,
      projection: null,
      sources: slots,
      recentPoints: priorGames(s, p, week),
      onBye,
      features: features(p, week),
    },
    modelFor(week),
  );
};

// ── 2–4. Leagues.
const wp: { p: number; mc: number; naive: number; naiveFinal: number; won: number }[] = [];
const ss = { decisions: 0, changed: 0, wins: 0, baseWins: 0, lateWins: 0, points: 0, basePoints: 0, latePoints: 0 };
// The P(win) optimizer vs "start the higher projection" on our own expected points (same distributions):
// per decision, the win (1 / 0.5 / 0) and points differences.
const vsProjection = { changed: 0, wins: 0, points: 0, winDiff: [] as number[], pointDiff: [] as number[] };
const po: { p: number; fallback: number; made: number }[] = [];
const realized = (players: WeekPlayer[], ids: string[], w: number) =>
  ids.reduce((t, id) => {
    const p = players.find((x) => x.id === id);
    return t + (p ? actualPoints(s, p.source, w) : 0);
  }, 0);

for (let league = 0; league < LEAGUES; league++) {
  const rosters = draftLeague(s, TEAMS, 1000 + league);
  const ids = rosters.map((_, t) => `T${t}`);
  const schedule = roundRobin(ids, regWeeks);
  const rec = ids.map(() => ({ wins: 0, losses: 0, ties: 0, pf: 0 }));
  const mid = Math.floor(regWeeks.length / 2);
  regWeeks.forEach((w, wi) => {
    const players = rosters.map((r) => weekPlayers(s, r, w, distribution));
    const expected = players.map((pl) =>
      bestExpectedLineup(SLOTS, pl).flatMap((a) => (a.playerId ? [a.playerId] : [])),
    );
    const starters = (t: number, lineup: string[]) => (players[t] ?? []).filter((p) => lineup.includes(p.id));
    for (const g of schedule.filter((x) => x.week === w)) {
      const a = ids.indexOf(g.home),
        b = ids.indexOf(g.away);
      const opt = [a, b].map((t, k) =>
        optimizeLineup({
          slots: SLOTS,
          roster: players[t] ?? [],
          opponent: starters([b, a][k] as number, expected[[b, a][k] as number] ?? []),
        }).lineup.flatMap((x) => (x.playerId ? [x.playerId] : [])),
      );
      const bl = [a, b].map((t) => baselineLineup(players[t] ?? [], "pregame"));
      const late = [a, b].map((t) => baselineLineup(players[t] ?? [], "final"));
      const [la, lb] = [starters(a, opt[0] ?? []), starters(b, opt[1] ?? [])];
      const [ra, rb] = [realized(players[a] ?? [], opt[0] ?? [], w), realized(players[b] ?? [], opt[1] ?? [], w)];
      const sum = (l: WeekPlayer[], f: (p: WeekPlayer) => number) => l.reduce((t, p) => t + f(p), 0);
      const naive = (f: (p: WeekPlayer) => number) => normalCdf((sum(la, f) - sum(lb, f)) / (25 * Math.SQRT2));
      wp.push({
        p: winProbability(la, lb),
        mc: winProbability(la, lb, { method: "monte-carlo", sims: 2000, seed: w * 100 + a }),
        naive: naive((p) => p.pregame),
        naiveFinal: naive((p) => p.baseline),
        won: ra > rb ? 1 : ra === rb ? 0.5 : 0,
      });
      [a, b].forEach((t, k) => {
        const o = [b, a][k] as number;
        const oppScore = realized(players[o] ?? [], bl[1 - k] ?? [], w);
        const mine = realized(players[t] ?? [], opt[k] ?? [], w),
          theirs = realized(players[t] ?? [], bl[k] ?? [], w),
          lateScore = realized(players[t] ?? [], late[k] ?? [], w),
          byProjection = realized(players[t] ?? [], expected[t] ?? [], w);
        const outcome = (x: number) => (x > oppScore ? 1 : x === oppScore ? 0.5 : 0);
        vsProjection.changed += [...(opt[k] ?? [])].sort().join() !== [...(expected[t] ?? [])].sort().join() ? 1 : 0;
        vsProjection.wins += outcome(byProjection);
        vsProjection.points += byProjection;
        vsProjection.winDiff.push(outcome(mine) - outcome(byProjection));
        vsProjection.pointDiff.push(mine - byProjection);
        ss.lateWins += lateScore > oppScore ? 1 : lateScore === oppScore ? 0.5 : 0;
        ss.latePoints += lateScore;
        ss.decisions++;
        ss.changed += [...(opt[k] ?? [])].sort().join() !== [...(bl[k] ?? [])].sort().join() ? 1 : 0;
        ss.wins += mine > oppScore ? 1 : mine === oppScore ? 0.5 : 0;
        ss.baseWins += theirs > oppScore ? 1 : theirs === oppScore ? 0.5 : 0;
        ss.points += mine;
        ss.basePoints += theirs;
      });
      const ta = rec[a],
        tb = rec[b];
      if (ta && tb) {
        ta.pf += ra;
        tb.pf += rb;
        if (ra > rb) {
          ta.wins++;
          tb.losses++;
        } else if (rb > ra) {
          tb.wins++;
          ta.losses++;
        } else {
          ta.ties++;
          tb.ties++;
        }
      }
    }
    if (wi === mid - 1)
      po.push(
        ...midSeasonOdds(
          rosters,
          ids,
          rec,
          schedule.filter((g) => g.week > w),
          w,
          league,
        ),
      );
  });
  const final = ids
    .map((_, t) => t)
    .sort((x, y) => {
      const a = rec[x],
        b = rec[y];
      return (
        (b?.wins ?? 0) + 0.5 * (b?.ties ?? 0) - ((a?.wins ?? 0) + 0.5 * (a?.ties ?? 0)) || (b?.pf ?? 0) - (a?.pf ?? 0)
      );
    });
  const made = new Set(final.slice(0, PLAYOFF_TEAMS));
  po.slice(-TEAMS).forEach((x, t) => (x.made = made.has(t) ? 1 : 0));
}

/** Odds after `week` from what was known then: each player's current distribution for every remaining week. */
function midSeasonOdds(
  rosters: ReturnType<typeof draftLeague>,
  ids: string[],
  rec: { wins: number; losses: number; ties: number; pf: number }[],
  remaining: ReturnType<typeof roundRobin>,
  week: number,
  league: number,
) {
  const weeks = [...new Set(remaining.map((g) => g.week))];
  const model: LeagueModel = {
    rules: { playoffTeams: PLAYOFF_TEAMS, playoffByes: 2, tiebreaker: "points_for", medianGame: false, divisions: 0 },
    slots: SLOTS,
    teams: ids.map((id, t) => ({
      id,
      wins: rec[t]?.wins ?? 0,
      losses: rec[t]?.losses ?? 0,
      ties: rec[t]?.ties ?? 0,
      pointsFor: rec[t]?.pf ?? 0,
    })),
    remaining,
    rosters: Object.fromEntries(
      ids.map((id, t) => [
        id,
        (rosters[t] ?? []).map((p): ModelPlayer => {
          // Rest of season: the model on the player's latest published source projections (weeks ≤ the one
          // just played, so nothing from the future) and his games so far.
          const known = evalWeeks
            .filter((w) => w <= week)
            .map((w) => sourceProjection(s, p, w))
            .filter((x): x is number => x !== null)
            .slice(-ROS_WEEKS);
          const ros = known.length ? known.reduce((a, b) => a + b, 0) / known.length : null;
          const d = playerDistribution(
            { position: p.position, projection: ros, recentPoints: priorGames(s, p, week + 1) },
            modelFor(week + 1),
          );
          const team = teamAt(p, week);
          return {
            id: p.gsis,
            position: p.position,
            nflTeam: team || null,
            weekly: Object.fromEntries(weeks.map((w) => [w, isBye(s, team, w) ? null : { mean: d.mean, sd: d.sd }])),
          };
        }),
      ]),
    ),
  };
  const odds = simulateSeason(seasonInputFromModel(model), { seasons: 5000, seed: 77 + league });
  return odds.teams.map((t, i) => ({
    p: t.playoffOdds,
    fallback: fallbackPlayoffOdds(model.teams[i] ?? { wins: 0, losses: 0, ties: 0 }) / 100,
    made: 0,
  }));
}

const brier = (xs: { won: number }[], f: (x: (typeof wp)[number]) => number) =>
  r4(mean((xs as typeof wp).map((x) => (f(x) - x.won) ** 2)));
const deciles = reliability(wp.map((x) => ({ p: x.p, won: x.won }))).map((b) => ({
  ...b,
  predicted: r4(b.predicted),
  observed: r4(b.observed),
}));
const forecasts = (f: (x: (typeof wp)[number]) => number) => wp.map((x) => ({ p: f(x), won: x.won }));

const result = {
  season,
  scoring: s.mode,
  leagues: LEAGUES,
  teams: TEAMS,
  regularSeasonWeeks: regWeeks,
  strictlyPreGameSource: s.hasEarly
    ? "proj_pts_early + prior games"
    : "proj_pts (only projection in the data) + prior games",
  linesFile: games.file ? games.file.split("/").pop() : null,
  projectionModel: outOfSample
    ? `bundled model (fitted on ${PROJECTION_MODEL.seasons.join(", ")}), out of sample`
    : "rolling origin: each week predicted by a model fitted on the weeks before it",
  projections: {
    sources: ["nflcom", ...sources.files.map((f) => f.source)].filter((x, k, a) => a.indexOf(x) === k),
    sourceFiles: sources.files.map((f) => f.file),
    n: overall?.n ?? 0,
    maeShown: overall?.maeShown ?? NaN,
    mae: overall?.maeMean ?? NaN,
    maeBaseline: overall?.maeNflcom ?? NaN,
    ratio: overall?.ratioNflcom ?? NaN,
    intervalCoverage: overall?.coverage80 ?? NaN,
    belowP10: overall?.belowP10 ?? NaN,
    aboveP90: overall?.aboveP90 ?? NaN,
    byPosition: table.slice(1).map((l) => ({
      position: l.position,
      n: l.n,
      maeShown: l.maeShown,
      mae: l.maeMean,
      maeBaseline: l.maeNflcom ?? NaN,
      ratio: l.ratioNflcom ?? NaN,
      intervalCoverage: l.coverage80,
    })),
    bySource: ["ALL", "QB", "RB", "WR", "TE"].map((position) => ({ position, sources: sourceLines(position) })),
  },
  winProbability: {
    n: wp.length,
    brier: brier(wp, (x) => x.p),
    brierMonteCarlo: brier(wp, (x) => x.mc),
    brierBaseline: brier(wp, (x) => x.naive),
    brierBaselineFinalProjection: brier(wp, (x) => x.naiveFinal),
    brierCoinFlip: 0.25,
    ece: r4(expectedCalibrationError(forecasts((x) => x.p))),
    // What a perfectly calibrated forecaster would score on these same forecasts (outcomes drawn from p).
    eceIfCalibrated: (({ median, p90, shareAtMost002 }) => ({
      median: r4(median),
      p90: r4(p90),
      shareAtMost002: r4(shareAtMost002),
    }))(eceIfCalibrated(forecasts((x) => x.p))),
    eceBaseline: r4(expectedCalibrationError(forecasts((x) => x.naive))),
    calibrationSlope: r4(calibrationSlope(forecasts((x) => x.p))),
    calibrationSlopeBaseline: r4(calibrationSlope(forecasts((x) => x.naive))),
    deciles,
  },
  startSit: {
    decisions: ss.decisions,
    lineupsDiffering: ss.changed,
    winRate: r4(ss.wins / ss.decisions),
    baselineWinRate: r4(ss.baseWins / ss.decisions),
    finalProjectionWinRate: r4(ss.lateWins / ss.decisions),
    pointsPerWeek: r4(ss.points / ss.decisions),
    baselinePointsPerWeek: r4(ss.basePoints / ss.decisions),
    finalProjectionPointsPerWeek: r4(ss.latePoints / ss.decisions),
    // "Start the higher projection" on our own shown expected points: what the P(win) objective adds.
    projectionLineupsDiffering: vsProjection.changed,
    projectionLineupWinRate: r4(vsProjection.wins / ss.decisions),
    projectionLineupPointsPerWeek: r4(vsProjection.points / ss.decisions),
    winRateGainOverProjection: r4(mean(vsProjection.winDiff)),
    winRateGainOverProjectionSe: r4(standardError(vsProjection.winDiff)),
    pointsGainOverProjection: r4(mean(vsProjection.pointDiff)),
    pointsGainOverProjectionSe: r4(standardError(vsProjection.pointDiff)),
  },
  playoffOdds: {
    n: po.length,
    atWeek: regWeeks[Math.floor(regWeeks.length / 2) - 1],
    brier: r4(mean(po.map((x) => (x.p - x.made) ** 2))),
    // 90 % interval of the Brier score by resampling whole leagues.
    brierInterval90: (({ lo, hi }) => ({ lo: r4(lo), hi: r4(hi) }))(
      groupBootstrapInterval(
        Array.from({ length: LEAGUES }, (_, l) => po.slice(l * TEAMS, (l + 1) * TEAMS).map((x) => (x.p - x.made) ** 2)),
      ),
    ),
    brierCoinFlip: r4(mean(po.map((x) => (0.5 - x.made) ** 2))),
    brierRecordFormula: r4(mean(po.map((x) => (x.fallback - x.made) ** 2))),
    ece: r4(
      expectedCalibrationError(
        po.map((x) => ({ p: x.p, won: x.made })),
        5,
      ),
    ),
    calibrationSlope: r4(calibrationSlope(po.map((x) => ({ p: x.p, won: x.made })))),
    quintiles: reliability(
      po.map((x) => ({ p: x.p, won: x.made })),
      5,
    ).map((b) => ({ ...b, predicted: r4(b.predicted), observed: r4(b.observed) })),
  },
};
const json = JSON.stringify(result, null, 2);
console.log(json);
if (writeTo)
  writeFileSync(
    writeTo,
    JSON.stringify(
      {
        generatedAt: new Date().toISOString(),
        command: `npm run backtest -- --data ${dir} --season ${season} --leagues ${LEAGUES}`,
        ...result,
      },
      null,
      2,
    ) + "\n",
  );
