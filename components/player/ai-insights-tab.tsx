"use client";

import { AlertTriangle, RefreshCw, Sparkles } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { formatWhole } from "@/lib/rules/format";
import { cn } from "@/lib/utils";
import { useGenerateAnalysis, usePlayerAnalysis } from "./queries";
import type { PlayerAnalysis } from "@/lib/league-model/player-types";

export const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
export const VOLATILITY_THRESHOLD = 0.3;

export function isOutdated(generatedAt: string | undefined, now: Date): boolean {
  if (!generatedAt) return false;
  return now.getTime() - new Date(generatedAt).getTime() > STALE_AFTER_MS;
}

function hostname(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

// A player with no projected production (out, out for the season, on bye) has no floor to call stable.
export function volatilityText(volatility: number | null | undefined): string {
  if (volatility === null || volatility === undefined) return "No projected production this week";
  return volatility > VOLATILITY_THRESHOLD
    ? "High variance - boom/bust potential"
    : "Stable floor - consistent production";
}

function AnalysisBody({
  analysis,
  onRefresh,
  refreshing,
}: {
  analysis: PlayerAnalysis;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  return (
    <div className="space-y-4">
      {isOutdated(analysis.generatedAt ?? undefined, new Date()) ? (
        <div
          className={cn(
            "flex flex-wrap items-center justify-between gap-2",
            "rounded-md border border-warning/40 bg-warning/10 p-3 text-sm",
          )}
        >
          <span className="flex items-center gap-2">
            <AlertTriangle aria-hidden className="size-4 text-warning" /> Analysis may be outdated
          </span>
          <Button size="sm" variant="outline" onClick={onRefresh} disabled={refreshing}>
            <RefreshCw aria-hidden className={cn(refreshing && "animate-spin")} /> Refresh Analysis
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {analysis.status === "generated" ? (
          <Badge variant="success">Fresh</Badge>
        ) : (
          <Badge variant="secondary">Cached</Badge>
        )}
        {analysis.recommendation ? <Badge>{analysis.recommendation.toUpperCase()}</Badge> : null}
        <span className="text-sm text-muted-foreground">Confidence {formatWhole(analysis.confidence)}%</span>
        {analysis.model ? <span className="text-xs text-muted-foreground">· {analysis.model}</span> : null}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="rounded-md bg-muted p-3">
          <p className="text-xs text-muted-foreground">Overall Score</p>
          <p className="text-2xl font-bold tabular-nums">{formatWhole(analysis.overallScore)}</p>
        </div>
        <div className="rounded-md bg-muted p-3">
          <p className="text-xs text-muted-foreground">Volatility</p>
          <p className="text-sm font-medium">{volatilityText(analysis.volatility)}</p>
        </div>
      </div>
      {analysis.summaryText ? <p className="text-sm leading-relaxed">{analysis.summaryText}</p> : null}
      {analysis.decisionDrivers && analysis.decisionDrivers.length > 0 ? (
        <section className="space-y-2">
          <h4 className="text-sm font-semibold">Decision Drivers</h4>
          <ul className="space-y-2">
            {analysis.decisionDrivers.map((driver) => (
              <li key={driver.name} className="rounded-md border p-2 text-sm">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-medium">{driver.name}</span>
                  <Badge
                    variant={
                      driver.impact === "Positive"
                        ? "success"
                        : driver.impact === "Negative"
                          ? "destructive"
                          : "outline"
                    }
                  >
                    {driver.impact} · {formatWhole(driver.score)}
                  </Badge>
                </div>
                <p className="mt-1 text-xs text-muted-foreground">
                  Weight {formatWhole(driver.weight * 100)}% — {driver.evidence}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {analysis.citations && analysis.citations.length > 0 ? (
        <section className="space-y-1">
          <h4 className="text-sm font-semibold">Sources</h4>
          <ul className="space-y-1 text-xs">
            {analysis.citations.map((url) => (
              <li key={url}>
                {/^https?:\/\//.test(url) ? (
                  <a href={url} target="_blank" rel="noopener noreferrer" className="text-primary hover:underline">
                    {hostname(url)}
                  </a>
                ) : (
                  <span className="text-muted-foreground">{url}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="text-xs text-muted-foreground">
        How accurate are these numbers?{" "}
        <Link href="/accuracy" className="text-primary underline underline-offset-2 hover:no-underline">
          See the published backtest
        </Link>
        .
      </p>
    </div>
  );
}

export function AiInsightsTab({ playerId, leagueId, week }: { playerId: string; leagueId: string; week: number }) {
  const analysis = usePlayerAnalysis(playerId, leagueId, week);
  const generate = useGenerateAnalysis(playerId, leagueId, week);
  const run = () =>
    generate.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: "Analysis Generated",
          description: "AI analysis has been successfully generated with the latest data.",
        }),
      onError: (error) =>
        toast({
          title: "Generation Failed",
          description:
            error instanceof Error && error.message
              ? error.message
              : "Failed to generate AI analysis. Please try again.",
          variant: "destructive",
        }),
    });

  if (analysis.isPending || generate.isPending) {
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-center text-sm text-muted-foreground">
        <Spinner />
        {/* No "Analyzing player with web search..." step: the analysis is built from the engine and the
            NFL data without any web search, so that line would be untrue and is not shown. */}
        <p>Loading AI analysis...</p>
      </div>
    );
  }
  if (analysis.isError || !analysis.data) {
    return <p className="py-8 text-center text-sm text-muted-foreground">AI analysis unavailable for this player</p>;
  }
  if (analysis.data.status === "not_generated") {
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-center">
        <p className="text-sm text-muted-foreground">No AI analysis available for this player</p>
        <Button onClick={run}>
          <Sparkles aria-hidden /> Generate AI Overview
        </Button>
      </div>
    );
  }
  return <AnalysisBody analysis={analysis.data} onRefresh={run} refreshing={generate.isPending} />;
}
