"use client";

import { cn } from "@/lib/utils";
import * as React from "react";
import { Plus, Trash2, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import type { DecisionPlayer, RosterOption } from "@/lib/league-model/decisions/types";
import { formatPoints } from "@/lib/rules/format";
import { DecisionShell } from "./decision-shell";
import { DecisionSkeleton } from "./decision-skeleton";
import { PairResults } from "./pair-results";
import { PlayerChecklist, toggle } from "./player-picker";
import { useAnalyzeWaivers, useTradeRosters, useWaivers } from "./queries";
import { EmptyState, ErrorState, Working } from "./states";
import { useDebounced } from "@/components/use-debounced";
import { restOfSeasonLabel, type WeekSpan } from "@/lib/rules/rest-of-season";

export interface PairDraft {
  add: string[];
  drop: string[];
}

function FreeAgentSearch({ teamId, onPick }: { teamId: string; onPick: (p: DecisionPlayer) => void }) {
  const [q, setQ] = React.useState("");
  const debounced = useDebounced(q, 300);
  const results = useWaivers(
    teamId,
    { position: "", q: debounced, available: false, hideInjured: false, page: 1, pageSize: 8 },
    debounced.length >= 2,
  );
  return (
    <div className="space-y-1">
      <Input
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder="Search free agents (2+ letters)"
        aria-label="Search free agents to add"
        data-testid="fa-search"
      />
      {debounced.length >= 2 && results.data ? (
        <ul className="max-h-56 overflow-y-auto rounded-md border p-1" aria-label="Free agents">
          {results.data.rows.map((r) => (
            <li key={r.id}>
              <button
                type="button"
                className={cn(
                  "flex w-full items-center justify-between rounded px-2 py-1.5 text-left text-sm",
                  "outline-none hover:bg-accent focus-visible:bg-accent",
                )}
                onClick={() => {
                  onPick(r);
                  setQ("");
                }}
              >
                <span>
                  {r.name}{" "}
                  <span className="text-xs text-muted-foreground">
                    {r.position} {r.nflTeam ?? "FA"}
                  </span>
                </span>
                <span className="text-xs tabular-nums text-muted-foreground">
                  {restOfSeasonLabel(results.data.restOfSeasonWeeks)}: {formatPoints(r.restOfSeason)}
                </span>
              </button>
            </li>
          ))}
          {results.data.rows.length === 0 ? (
            <li className="px-2 py-2 text-xs text-muted-foreground">No free agent matches.</li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}

function PairEditor({
  index,
  pair,
  teamId,
  mine,
  restOfSeasonWeeks,
  names,
  onChange,
  onPick,
  onRemove,
}: {
  index: number;
  pair: PairDraft;
  teamId: string;
  mine: RosterOption[];
  restOfSeasonWeeks: WeekSpan;
  names: Record<string, string>;
  onChange: (p: PairDraft) => void;
  onPick: (p: DecisionPlayer) => void;
  onRemove: (() => void) | null;
}) {
  return (
    <div className="space-y-3 rounded-lg border p-3" data-testid="pair-editor">
      <div className="flex items-center justify-between">
        <h3 className="text-sm font-semibold">Pair {index + 1}</h3>
        {onRemove ? (
          <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`Remove pair ${index + 1}`}>
            <Trash2 aria-hidden />
          </Button>
        ) : null}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="min-w-0 space-y-2">
          <p className="text-sm font-medium">Add (up to 3)</p>
          <div className="flex flex-wrap gap-1">
            {pair.add.map((id) => (
              <span key={id} className="inline-flex items-center gap-1 rounded-full bg-primary/10 px-2 py-0.5 text-xs">
                {names[id] ?? "Unknown player"}
                <button
                  type="button"
                  aria-label={`Remove ${names[id] ?? "unknown player"}`}
                  onClick={() => onChange({ ...pair, add: pair.add.filter((x) => x !== id) })}
                >
                  <X className="size-3" aria-hidden />
                </button>
              </span>
            ))}
            {pair.add.length === 0 ? (
              <span className="text-xs text-muted-foreground">No player picked yet.</span>
            ) : null}
          </div>
          {pair.add.length < 3 ? (
            <FreeAgentSearch
              teamId={teamId}
              onPick={(p) => {
                onPick(p);
                onChange({ ...pair, add: pair.add.includes(p.id) ? pair.add : [...pair.add, p.id] });
              }}
            />
          ) : null}
        </div>
        <PlayerChecklist
          label="Drop from your roster"
          testId="pair-drop"
          restOfSeasonWeeks={restOfSeasonWeeks}
          players={mine}
          selected={pair.drop}
          onToggle={(id) => onChange({ ...pair, drop: toggle(pair.drop, id) })}
        />
      </div>
    </div>
  );
}

function AnalyzerBody({
  teamId,
  init,
  initNames,
}: {
  teamId: string;
  init: PairDraft[];
  initNames: Record<string, string>;
}) {
  const rosters = useTradeRosters(teamId);
  const analyze = useAnalyzeWaivers(teamId);
  const [pairs, setPairs] = React.useState<PairDraft[]>(init.length ? init : [{ add: [], drop: [] }]);
  const [picked, setPicked] = React.useState<Record<string, string>>({});
  const { mutate } = analyze;
  const auto = React.useRef(init.length > 0);
  React.useEffect(() => {
    if (auto.current) {
      auto.current = false;
      mutate({ pairs: init });
    }
  }, [init, mutate]);
  const names: Record<string, string> = { ...initNames, ...picked };
  for (const p of analyze.data?.pairs ?? []) for (const a of p.add) names[a.id] = a.name;

  if (rosters.isError) return <ErrorState error={rosters.error} onRetry={() => void rosters.refetch()} />;
  if (!rosters.data) return <DecisionSkeleton />;
  const mine = rosters.data.teams.find((t) => t.mine);
  if (!mine)
    return (
      <EmptyState title="No roster to change" message="The season has not started or your roster is not synced yet." />
    );
  const ready = pairs.every((p) => p.add.length > 0);
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>Compare add/drop pairs</CardTitle>
          <CardDescription>
            You hold {mine.players.length} players; your league allows {rosters.data.rosterLimit} (IR aside). Each pair
            is priced on the same simulated seasons.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          {pairs.map((pair, i) => (
            <PairEditor
              key={i}
              index={i}
              pair={pair}
              teamId={teamId}
              mine={mine.players}
              restOfSeasonWeeks={rosters.data.restOfSeasonWeeks}
              names={names}
              onChange={(p) => setPairs(pairs.map((x, j) => (j === i ? p : x)))}
              onPick={(p) => setPicked((m) => ({ ...m, [p.id]: p.name }))}
              onRemove={pairs.length > 1 ? () => setPairs(pairs.filter((_, j) => j !== i)) : null}
            />
          ))}
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="outline"
              disabled={pairs.length >= 4}
              onClick={() => setPairs([...pairs, { add: [], drop: [] }])}
            >
              <Plus aria-hidden /> Add a pair
            </Button>
            <Button
              disabled={!ready || analyze.isPending}
              onClick={() => analyze.mutate({ pairs })}
              data-testid="analyze-pairs"
            >
              Analyze {pairs.length > 1 ? `${pairs.length} pairs` : "pair"}
            </Button>
            <Working active={analyze.isPending} label="Simulating the rest of the season…" />
          </div>
        </CardContent>
      </Card>
      {analyze.isError ? <ErrorState error={analyze.error} /> : null}
      {analyze.data && !analyze.isPending ? <PairResults analysis={analyze.data} /> : null}
    </div>
  );
}

/** `names`: the deep link's players to add, by id, so their chips read as names before any analysis. */
export function WaiverAnalyzerPage({ init, names }: { init: PairDraft[]; names: Record<string, string> }) {
  return (
    <DecisionShell title="Waiver Analyzer" description="Compare add/drop pairs in playoff odds">
      {(team) => <AnalyzerBody key={team.id} teamId={team.id} init={init} initNames={names} />}
    </DecisionShell>
  );
}
