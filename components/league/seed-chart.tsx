import type { AnalyticsTeam } from "@/lib/league-model/league-pages/types";
import { ordinal } from "@/lib/rules/format";
import { cn } from "@/lib/utils";

// One sequential scale per side of the playoff line: the brand green from dark (1st) to light (last playoff
// seed), then slate from dark to light for the seeds that miss, so every seed has its own colour.
export function seedColor(seed: number, seeds: number, playoffTeams: number): string {
  const inPlayoffs = seed <= playoffTeams;
  const index = inPlayoffs ? seed - 1 : seed - playoffTeams - 1;
  const count = inPlayoffs ? playoffTeams : seeds - playoffTeams;
  const t = count > 1 ? index / (count - 1) : 0;
  return inPlayoffs
    ? `oklch(${(0.36 + 0.46 * t).toFixed(3)} ${(0.12 - 0.05 * t).toFixed(3)} 163)`
    : `oklch(${(0.42 + 0.48 * t).toFixed(3)} ${(0.05 - 0.03 * t).toFixed(3)} 250)`;
}

const share = (p: number) => `${p.toFixed(1)}%`;

// How often each team finishes at each seed: one stacked bar per team, the team's name above it so nothing is
// cut on a phone. The signed-in manager's team is marked.
export function SeedChart({ teams, playoffTeams }: { teams: AnalyticsTeam[]; playoffTeams: number }) {
  const seeds = teams[0]?.seedDistribution.length ?? 0;
  const order = Array.from({ length: seeds }, (_, s) => s + 1);
  return (
    <div className="space-y-4" data-testid="seed-chart">
      <ul className="space-y-2.5">
        {teams.map((t) => (
          <li key={t.teamId} data-mine={t.isMine || undefined}>
            <div className={cn("mb-1 flex items-baseline gap-2 text-sm", t.isMine && "font-semibold")}>
              <span className="min-w-0 break-words">{t.name}</span>
              {t.isMine ? <span className="text-xs font-medium text-primary">You</span> : null}
            </div>
            <div
              role="img"
              aria-label={`${t.name}: ${order
                .filter((s) => (t.seedDistribution[s - 1] ?? 0) >= 0.05)
                .map((s) => `${ordinal(s)} seed ${share(t.seedDistribution[s - 1] ?? 0)}`)
                .join(", ")}`}
              className={cn(
                "flex h-4 w-full overflow-hidden rounded-sm bg-muted",
                t.isMine && "ring-2 ring-primary ring-offset-1 ring-offset-card",
              )}
            >
              {order.map((s) => {
                const p = t.seedDistribution[s - 1] ?? 0;
                return p > 0 ? (
                  <span
                    key={s}
                    title={`${ordinal(s)} seed: ${share(p)}`}
                    className="h-full"
                    style={{ width: `${p}%`, background: seedColor(s, seeds, playoffTeams) }}
                  />
                ) : null;
              })}
            </div>
          </li>
        ))}
      </ul>
      <ol className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground" aria-label="Seeds">
        {order.map((s) => (
          <li key={s} className="flex items-center gap-1">
            <span
              aria-hidden
              className="inline-block size-3 rounded-sm"
              style={{ background: seedColor(s, seeds, playoffTeams) }}
            />
            {ordinal(s)}
            {s === playoffTeams ? <span className="sr-only"> (last playoff seed)</span> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
