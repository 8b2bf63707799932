"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { TradeRosters } from "@/lib/league-model/decisions/types";
import { formatDelta } from "@/lib/rules/format";
import type { TradeDraft } from "./trade-builder";
import { useTradeFinder } from "./queries";
import { Delta, EmptyState, ErrorState, Working } from "./states";
import { restOfSeasonLabel } from "@/lib/rules/rest-of-season";
import { TradeDrops } from "./trade-drops";
import { PositionSelect } from "./position-select";

const sideText = (players: { name: string; position: string }[]) =>
  players.map((p) => `${p.name} (${p.position})`).join(" + ");

export function TradeFinder({
  teamId,
  rosters,
  onOpen,
}: {
  teamId: string;
  rosters: TradeRosters;
  onOpen: (d: TradeDraft) => void;
}) {
  const [partner, setPartner] = React.useState("");
  const [position, setPosition] = React.useState("");
  const finder = useTradeFinder(teamId, partner, position, true);
  const data = finder.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Trades that help both teams</CardTitle>
        <CardDescription>
          1-for-1 and 2-for-1 deals among each team&apos;s top players, ranked by the smaller side&apos;s gain in
          playoff odds.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-xs font-medium">
            Partner
            <select
              value={partner}
              onChange={(e) => setPartner(e.target.value)}
              className="h-9 rounded-md border border-input bg-background px-2 text-sm"
            >
              <option value="">Any team</option>
              {rosters.teams
                .filter((t) => !t.mine)
                .map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
            </select>
          </label>
          <PositionSelect label="Position you want" anyLabel="Any" value={position} onChange={setPosition} />
          <Working active={finder.isFetching} label="Searching and simulating trades…" />
        </div>
        {finder.isError ? (
          <ErrorState error={finder.error} onRetry={() => void finder.refetch()} />
        ) : !data ? (
          <p className="text-sm text-muted-foreground">Searching…</p>
        ) : data.empty ? (
          <EmptyState title="No trades to find" message={data.empty.message} />
        ) : data.trades.length === 0 ? (
          <EmptyState title="No trade found" message={data.emptyReason ?? "No trade helps both teams."} />
        ) : (
          <ul className="space-y-2">
            {data.trades.map((t) => (
              <li
                key={`${t.partner.id}:${t.give.map((p) => p.id).join()}:${t.get.map((p) => p.id).join()}`}
                data-testid="trade-suggestion"
                className="flex flex-col gap-2 rounded-lg border p-3 md:flex-row md:items-center md:justify-between"
              >
                <div className="min-w-0 text-sm">
                  <div className="font-medium">{t.partner.name}</div>
                  <div>
                    Give <span className="font-semibold">{sideText(t.give)}</span> · get{" "}
                    <span className="font-semibold">{sideText(t.get)}</span>
                  </div>
                  <TradeDrops drop={t.drop} partnerDrop={t.partnerDrop} partner={t.partner.name} />
                  <div className="text-xs text-muted-foreground tabular-nums">
                    Playoff odds: you <Delta value={t.deltaPlayoff} se={t.sePlayoff} />, them{" "}
                    <Delta value={t.partnerDeltaPlayoff} se={t.partnerSePlayoff} /> ·{" "}
                    {restOfSeasonLabel(data.restOfSeasonWeeks)} starter points: you {formatDelta(t.pointsGained)}, them{" "}
                    {formatDelta(t.partnerPointsGained)}
                  </div>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    onOpen({ partner: t.partner.id, give: t.give.map((p) => p.id), get: t.get.map((p) => p.id) })
                  }
                >
                  Open in builder
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
