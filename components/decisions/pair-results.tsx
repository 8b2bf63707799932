"use client";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { WaiverAnalysis } from "@/lib/league-model/decisions/types";
import { formatDelta, formatMoney } from "@/lib/rules/format";
import { OddsTable } from "./odds-table";
import { PairChart } from "./pair-chart";
import { restOfSeasonLabel } from "@/lib/rules/rest-of-season";

// The analyzed pairs side by side, best Δ playoff odds first (the server's order).
export function PairResults({ analysis }: { analysis: WaiverAnalysis }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="pair-results">
      {analysis.pairs.map((p, i) => {
        const changed = p.weekly.filter((w) => w.byesBefore !== w.byesAfter || w.emptyBefore !== w.emptyAfter);
        return (
          <Card key={i} data-testid="pair-result" className="min-w-0">
            <CardHeader className="pb-2">
              <CardTitle className="text-base">
                {i === 0 && analysis.pairs.length > 1 ? (
                  <span className="mr-2 rounded bg-success/15 px-1.5 py-0.5 text-xs text-success">Best</span>
                ) : null}
                Add {p.add.map((a) => a.name).join(" + ")}
                {p.drop.length ? ` · drop ${p.drop.map((d) => d.name).join(" + ")}` : ""}
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-3">
              <OddsTable rows={[p.odds]} />
              <p className="text-sm">
                {restOfSeasonLabel(analysis.restOfSeasonWeeks)} starter points:{" "}
                <span className="font-semibold tabular-nums">{formatDelta(p.restOfSeasonDelta)}</span>
                {p.bid !== null ? (
                  <>
                    {" "}
                    · FAAB bid{" "}
                    <span className="font-semibold tabular-nums" data-testid="pair-bid">
                      {formatMoney(p.bid)}
                    </span>
                    {p.bidReason ? <span className="block text-xs text-muted-foreground">{p.bidReason}</span> : null}
                  </>
                ) : null}
              </p>
              <div>
                <p className="mb-1 text-xs font-medium text-muted-foreground">Δ projected points per remaining week</p>
                <PairChart weekly={p.weekly} />
              </div>
              <div className="text-xs">
                <p className="font-medium text-muted-foreground">
                  Bye-week coverage (players out · empty starting slots, before → after)
                </p>
                {changed.length === 0 ? (
                  <p className="text-muted-foreground">No change in any remaining week.</p>
                ) : (
                  <ul className="mt-1 grid grid-cols-2 gap-x-4 gap-y-0.5 tabular-nums sm:grid-cols-3">
                    {changed.map((w) => (
                      <li key={w.week}>
                        W{w.week}: {w.byesBefore}→{w.byesAfter} out · {w.emptyBefore}→{w.emptyAfter} empty
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
