"use client";

import * as React from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { TradeResult, TradeRosters } from "@/lib/league-model/decisions/types";
import { formatDelta } from "@/lib/rules/format";
import { OddsTable } from "./odds-table";
import { PlayerChecklist, toggle } from "./player-picker";
import { useEvaluateTrade } from "./queries";
import { ErrorState, Working } from "./states";
import { restOfSeasonLabel } from "@/lib/rules/rest-of-season";
import { TradeDrops } from "./trade-drops";

export interface TradeDraft {
  partner: string;
  give: string[];
  get: string[];
}

const VERDICT_TONE: Record<TradeResult["verdict"], "success" | "secondary" | "warning" | "destructive"> = {
  good: "success",
  fair: "secondary",
  uncertain: "warning",
  them: "destructive",
};
const VERDICT_LABEL: Record<TradeResult["verdict"], string> = {
  good: "Good for you",
  fair: "Fair",
  uncertain: "Too uncertain to call",
  them: "Helps them more",
};

function Result({ r }: { r: TradeResult }) {
  return (
    <Card data-testid="trade-result">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>Trade with {r.partner.name}</CardTitle>
          <Badge variant={VERDICT_TONE[r.verdict]} data-testid="trade-verdict">
            {VERDICT_LABEL[r.verdict]}
          </Badge>
        </div>
        <CardDescription>
          You give {r.give.map((p) => p.name).join(", ")} · you get {r.get.map((p) => p.name).join(", ")} ·{" "}
          {r.simulations.toLocaleString("en-US")} simulated seasons
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <TradeDrops drop={r.drop} partnerDrop={r.partnerDrop} partner={r.partner.name} />
        <p className="text-sm">{r.verdictText}</p>
        <OddsTable rows={[r.mine, r.theirs]} />
        <p className="text-sm tabular-nums">
          {restOfSeasonLabel(r.restOfSeasonWeeks)} starter points: you {formatDelta(r.pointsGained)}, {r.partner.name}{" "}
          {formatDelta(r.partnerPointsGained)}.
        </p>
      </CardContent>
    </Card>
  );
}

export function TradeBuilder({
  teamId,
  rosters,
  draft,
  setDraft,
}: {
  teamId: string;
  rosters: TradeRosters;
  draft: TradeDraft;
  setDraft: (d: TradeDraft) => void;
}) {
  const evaluate = useEvaluateTrade(teamId);
  const mine = rosters.teams.find((t) => t.mine);
  const partners = rosters.teams.filter((t) => !t.mine);
  const partner = partners.find((t) => t.id === draft.partner);
  const { mutate } = evaluate;
  // A deep link or a finder pick arrives complete: evaluate it straight away.
  const auto = React.useRef(draft.partner && draft.give.length && draft.get.length ? JSON.stringify(draft) : "");
  React.useEffect(() => {
    if (auto.current) {
      mutate({ partnerId: draft.partner, give: draft.give, get: draft.get });
      auto.current = "";
    }
  }, [draft, mutate]);
  if (!mine) return <p className="text-sm text-muted-foreground">Your roster is not synced yet.</p>;
  const ready = Boolean(partner) && draft.give.length > 0 && draft.get.length > 0;
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>Build a trade</CardTitle>
          <CardDescription>
            Pick a partner and the players on both sides (up to 4 each; rosters hold at most {rosters.rosterLimit}: a
            side the deal overfills drops the players its lineup misses least, named with the result).
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <label className="flex max-w-sm flex-col gap-1 text-sm font-medium">
            Trade partner
            <select
              data-testid="trade-partner"
              value={draft.partner}
              onChange={(e) => setDraft({ partner: e.target.value, give: draft.give, get: [] })}
              className="h-9 rounded-md border border-input bg-background px-2 text-sm font-normal"
            >
              <option value="">Choose a team…</option>
              {partners.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </label>
          <div className="grid gap-4 md:grid-cols-2">
            <PlayerChecklist
              label="You give"
              testId="trade-give"
              restOfSeasonWeeks={rosters.restOfSeasonWeeks}
              players={mine.players}
              selected={draft.give}
              onToggle={(id) => setDraft({ ...draft, give: toggle(draft.give, id) })}
            />
            {partner ? (
              <PlayerChecklist
                label={`You get from ${partner.name}`}
                testId="trade-get"
                restOfSeasonWeeks={rosters.restOfSeasonWeeks}
                players={partner.players}
                selected={draft.get}
                onToggle={(id) => setDraft({ ...draft, get: toggle(draft.get, id) })}
              />
            ) : (
              <p className="self-center text-sm text-muted-foreground">Choose a partner to see their roster.</p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button
              disabled={!ready || evaluate.isPending}
              onClick={() => evaluate.mutate({ partnerId: draft.partner, give: draft.give, get: draft.get })}
            >
              Evaluate trade
            </Button>
            <Working active={evaluate.isPending} label="Simulating both teams' seasons…" />
          </div>
        </CardContent>
      </Card>
      {evaluate.isError ? <ErrorState error={evaluate.error} /> : null}
      {evaluate.data && !evaluate.isPending ? <Result r={evaluate.data} /> : null}
    </div>
  );
}
