import Link from "next/link";
import { ArrowRightLeft, Repeat, Trophy, TrendingUp, Users } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { MISSING, formatPoints, oneDecimal, wholePercent } from "@/lib/rules/format";
import { restOfSeasonLabel } from "@/lib/rules/rest-of-season";
import { tradeLink, waiverAnalyzerLink } from "@/lib/league-model/decisions/deep-links";
import type {
  EvaluateTradeResult,
  OptimizeLineupResult,
  PlayoffOddsResult,
  TeamMatchupResult,
  WaiverTargetsResult,
} from "@/lib/ai/tools/types";

// A change in points, always signed and to one decimal ("+0.0" for none).
const signed = (n: number) => `${n >= 0 ? "+" : "−"}${Math.abs(n).toFixed(1)}`;

function Frame({ icon: Icon, title, children }: { icon: typeof Users; title: string; children: React.ReactNode }) {
  return (
    <div className="mt-2 rounded-lg border bg-background p-3 text-sm" data-testid="tool-card">
      <p className="mb-2 flex items-center gap-2 font-semibold">
        <Icon className="size-4 text-primary" aria-hidden /> {title}
      </p>
      {children}
    </div>
  );
}

// Each card opens the page that acts on it with the move filled in (deep links).
function OpenLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link href={href} className="mt-2 inline-block text-xs font-medium text-primary underline-offset-4 hover:underline">
      {children} →
    </Link>
  );
}

function LineupCard({ r }: { r: OptimizeLineupResult }) {
  return (
    <Frame
      icon={Repeat}
      title={`Lineup swaps · win ${wholePercent(r.winProbabilityBefore)} → ${wholePercent(r.winProbabilityAfter)}`}
    >
      {r.swaps.length === 0 ? <p className="text-muted-foreground">Lineup already optimal.</p> : null}
      <ul className="space-y-1">
        {r.swaps.map((s) => (
          <li key={s.startIn.id} className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{s.slot}</Badge>
            <span className="font-medium">{s.startIn.name}</span>
            <span className="text-muted-foreground">in for {s.benchOut.name}</span>
            <span className="tabular ml-auto text-primary">{signed(s.deltaWinProbability)} pts</span>
          </li>
        ))}
      </ul>
      <OpenLink href="/lineup">Open in Lineup</OpenLink>
    </Frame>
  );
}

function TradeCard({ r }: { r: EvaluateTradeResult }) {
  const label = { accept: "Accept", decline: "Decline", fair: "Fair" }[r.verdict];
  return (
    <Frame icon={ArrowRightLeft} title={`Trade verdict: ${label}`}>
      <p>
        Give {r.give.players.map((p) => p.name).join(", ")} ({formatPoints(r.give.restOfSeasonPoints)} pts) · Get{" "}
        {r.get.players.map((p) => p.name).join(", ")} ({formatPoints(r.get.restOfSeasonPoints)} pts) ·{" "}
        {restOfSeasonLabel(r.restOfSeasonWeeks).toLowerCase()}
      </p>
      {r.myDeltaPlayoffOdds !== null ? (
        <p className="mt-1 tabular">
          Your playoff odds <strong>{signed(r.myDeltaPlayoffOdds)} pts</strong>
          {r.partnerTeam && r.partnerDeltaPlayoffOdds !== null ? (
            <>
              {" "}
              · {r.partnerTeam} <strong>{signed(r.partnerDeltaPlayoffOdds)} pts</strong>
            </>
          ) : null}
        </p>
      ) : null}
      {r.partnerTeamId ? (
        <OpenLink
          href={tradeLink({
            partner: r.partnerTeamId,
            give: r.give.players.map((p) => p.id),
            get: r.get.players.map((p) => p.id),
          })}
        >
          Open in the trade builder
        </OpenLink>
      ) : null}
    </Frame>
  );
}

function WaiverCard({ r }: { r: WaiverTargetsResult }) {
  return (
    <Frame icon={TrendingUp} title={`Waiver targets${r.position ? ` · ${r.position}` : ""}`}>
      <ul className="space-y-1">
        {r.targets.slice(0, 5).map((t) => (
          <li key={t.id} className="flex flex-wrap gap-2">
            <span className="font-medium">{t.name}</span>
            <span className="text-muted-foreground">{t.position}</span>
            {t.bid !== null ? <Badge>${t.bid}</Badge> : null}
            {t.deltaPlayoffOdds !== null ? (
              <span className="tabular ml-auto text-primary">{signed(t.deltaPlayoffOdds)} pts</span>
            ) : null}
            {t.deltaPlayoffOdds !== null ? (
              <Link
                href={waiverAnalyzerLink([{ add: [t.id], drop: t.drop ? [t.drop.id] : [] }])}
                className="text-xs text-primary underline-offset-4 hover:underline"
              >
                Analyze
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </Frame>
  );
}

function OddsCard({ r }: { r: PlayoffOddsResult }) {
  return (
    <Frame
      icon={Trophy}
      title={r.playoffOdds === null ? "Playoff odds missing" : `Playoff odds ${wholePercent(r.playoffOdds)}`}
    >
      <p className="text-muted-foreground">
        {r.playoffOdds === null && r.missingInputs ? `${r.missingInputs} ` : ""}
        {r.record} · {r.byeOdds !== null ? `bye ${wholePercent(r.byeOdds)} · ` : ""}
        {r.titleOdds !== null ? `title ${wholePercent(r.titleOdds)}` : ""}
      </p>
    </Frame>
  );
}

// The user's own game reads "Week 10 vs X"; another league team's names that team ("Week 10: Sunday Scaries vs X").
function MatchupCard({ r }: { r: TeamMatchupResult }) {
  const whose = r.own === false ? `: ${r.team}` : "";
  return (
    <Frame icon={Users} title={`Week ${r.week}${whose} vs ${r.opponent ?? "bye"}`}>
      <p className="tabular">
        {oneDecimal(r.myProjected)} – {r.opponentProjected === null ? MISSING : oneDecimal(r.opponentProjected)}
        {r.winProbability !== null ? ` · win ${wholePercent(r.winProbability)}` : ""}
      </p>
    </Frame>
  );
}

/** Compact cards for tool results inside GM Chat answers; other tools are summarized in the text only. */
export function ToolCard({ toolName, output }: { toolName: string; output: unknown }) {
  switch (toolName) {
    case "optimizeLineup":
      return <LineupCard r={output as OptimizeLineupResult} />;
    case "evaluateTrade":
      return <TradeCard r={output as EvaluateTradeResult} />;
    case "findWaiverTargets":
      return <WaiverCard r={output as WaiverTargetsResult} />;
    case "getPlayoffOdds":
      return <OddsCard r={output as PlayoffOddsResult} />;
    case "getTeamMatchup":
      return <MatchupCard r={output as TeamMatchupResult} />;
    default:
      return null;
  }
}
