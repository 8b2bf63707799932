import type { Metadata } from "next";
import { DataTable } from "@/components/accuracy/data-table";
import { MaeChart } from "@/components/accuracy/mae-chart";
import { ReliabilityChart } from "@/components/accuracy/reliability-chart";
import { TargetsTable } from "@/components/accuracy/targets-table";
import { ACCURACY_REPORT as r, accuracyTargets } from "@/lib/engine/accuracy-report";
import { formatDecimal, formatPercent, formatPoints } from "@/lib/rules/format";

export const metadata: Metadata = {
  title: "Accuracy",
  description:
    "How accurate Fantasy GM's projections, win probabilities, start/sit advice " +
    "and playoff odds were on a real NFL season, against simple baselines — including " +
    "where they are not better.",
};

const pct = (x: number | null) => formatPercent(x === null ? null : x * 100);
const SOURCE_LABEL: Record<string, string> = {
  nflcom: "NFL.com",
  espn: "ESPN",
  fantasypros: "FantasyPros",
  consensus: "Average of the sources",
};
const label = (source: string) => SOURCE_LABEL[source] ?? source;

export default function AccuracyPage() {
  const targets = accuracyTargets(r);
  const missed = targets.filter((t) => !t.met);
  const p = r.projections,
    w = r.winProbability,
    s = r.startSit,
    o = r.playoffOdds;
  const generated = new Date(r.generatedAt).toISOString().slice(0, 10);
  return (
    <>
      <h1>How accurate is Fantasy GM?</h1>
      <p>
        Advice is only as good as the numbers behind it, so we publish ours. Below is the latest complete backtest: the{" "}
        {r.season} NFL season ({r.scoring} scoring), {r.leagues} simulated {r.teams}-team leagues drafted from the real
        players, every projection and probability computed from what was known before kickoff and then compared with
        what happened. Projections: {r.projectionModel}; sources: {p.sources.map(label).join(", ")}. Generated{" "}
        {generated}.
      </p>

      <h2>Where we are not better</h2>
      {missed.length === 0 ? (
        <p>Every target below was met on this season.</p>
      ) : (
        <ul data-testid="shortfalls">
          {missed.map((t) => (
            <li key={t.id}>
              <strong>{t.label}:</strong> {t.value} — target {t.target}.
            </li>
          ))}
        </ul>
      )}
      <TargetsTable targets={targets} />

      <h2>Weekly projections vs NFL.com</h2>
      <p>
        Mean absolute error of our model&apos;s median projection against NFL.com&apos;s own projection — the
        model&apos;s main input — on the same {p.n.toLocaleString("en-US")} player-weeks. Overall{" "}
        {formatPoints(p.maeShown)} vs {formatPoints(p.maeBaseline)} points ({formatDecimal(p.ratio)} ×). The expected
        points that the weekly cards, team totals and win probabilities use (the model&apos;s mean) miss by{" "}
        {formatPoints(p.mae)} points ({formatDecimal(p.mae / p.maeBaseline)} × NFL.com&apos;s error). The floor–ceiling
        range (p10–p90) held the real score {pct(p.intervalCoverage)} of the time (aim: 80 %); {pct(p.belowP10)} fell
        below the floor and {pct(p.aboveP90)} above the ceiling.
      </p>
      <MaeChart rows={p.byPosition} />
      <DataTable
        testId="mae-table"
        caption="Projection error by position"
        head={["Position", "Player-weeks", "Fantasy GM MAE", "NFL.com MAE", "Ratio", "p10–p90 coverage"]}
        rows={p.byPosition.map((b) => [
          b.position,
          b.n.toLocaleString("en-US"),
          formatPoints(b.maeShown),
          formatPoints(b.maeBaseline),
          formatDecimal(b.ratio),
          pct(b.intervalCoverage),
        ])}
      />

      <h2>Each source and the average of the sources</h2>
      <p>
        Our projection combines every source a player-week has. Below, each source&apos;s own error and ours on the
        player-weeks that source projects, and the plain average of the sources where there are two or more. ESPN&apos;s{" "}
        {r.season} numbers were captured near kickoff (players ruled out before kickoff are missing), so they look a
        little better than what anyone had in the morning.
      </p>
      <DataTable
        testId="source-table"
        caption="Projection error by source and position (all positions first)"
        head={["Position", "Source", "Player-weeks", "Source MAE", "Fantasy GM MAE", "Ratio"]}
        rows={p.bySource.flatMap((b) =>
          b.sources.map((x) => [
            b.position === "ALL" ? "All" : b.position,
            label(x.source),
            x.n.toLocaleString("en-US"),
            formatPoints(x.mae),
            formatPoints(x.maeShown),
            formatDecimal(x.maeShown / x.mae),
          ]),
        )}
      />

      <h2>Matchup win probability</h2>
      <p>
        {w.n.toLocaleString("en-US")} matchups. Brier score {formatDecimal(w.brier, 4)} vs{" "}
        {formatDecimal(w.brierBaseline, 4)} for a naive normal on the same projections and{" "}
        {formatDecimal(w.brierCoinFlip, 2)} for a coin flip (lower is better). Expected calibration error{" "}
        {formatDecimal(w.ece, 4)} (naive {formatDecimal(w.eceBaseline, 4)}); calibration slope{" "}
        {formatDecimal(w.calibrationSlope, 2)} (1 = probabilities neither too bold nor too timid).
      </p>
      <ReliabilityChart bins={w.deciles} />
      <DataTable
        testId="reliability-table"
        caption="Predicted vs observed win rate by decile"
        head={["Predicted band", "Matchups", "Mean predicted", "Observed win rate"]}
        rows={w.deciles.map((b) => [
          `${Math.round(b.lo * 100)}–${Math.round(b.hi * 100)} %`,
          b.n,
          pct(b.predicted),
          pct(b.observed),
        ])}
      />

      <h2>Start/sit</h2>
      <p>
        Our start/sit advice starts the players with the most expected points from our projection, then checks whether a
        swap would raise the chance to beat this week&apos;s opponent. In {s.decisions.toLocaleString("en-US")} weekly
        lineup decisions they won {pct(s.winRate)} of weeks and scored {formatPoints(s.pointsPerWeek)} points per week,
        against {pct(s.baselineWinRate)} and {formatPoints(s.baselinePointsPerWeek)} for starting the higher NFL.com
        projection.
      </p>
      <p data-testid="pwin-search">
        That win-probability check changed only {s.projectionLineupsDiffering.toLocaleString("en-US")} of those lineups:{" "}
        {pct(s.projectionLineupWinRate)} of weeks won and {formatPoints(s.projectionLineupPointsPerWeek)} points per
        week without it (a difference of {formatDecimal(s.winRateGainOverProjection * 100, 2)} ±{" "}
        {formatDecimal(s.winRateGainOverProjectionSe * 100, 2)} percentage points of wins). The gain over NFL.com comes
        from the projection; the win probability we show helps you judge a matchup but did not, on this season, win more
        weeks than starting the higher projection.
      </p>

      <h2>Playoff odds</h2>
      <p>
        After week {o.atWeek}, for {o.n} teams: Brier score {formatDecimal(o.brier, 4)} for our season simulator vs{" "}
        {formatDecimal(o.brierRecordFormula, 4)} for the record-based formula and {formatDecimal(o.brierCoinFlip, 2)}{" "}
        for a coin flip.
      </p>
    </>
  );
}
