import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { formatMoney, oddsChange } from "@/lib/rules/format";
import { formatGameTime } from "@/lib/rules/game-line";
import type { BeforeLockItem } from "@/lib/validations/responses/manage";
import { TeamLink } from "./team-link";

const winChance = (delta: number) => `${delta >= 0 ? "+" : "−"}${Math.abs(delta).toFixed(1)}% win chance`;

function fixLine({ fix, player }: BeforeLockItem): string {
  if (fix.claim && fix.playerIn) {
    const bid = fix.claim.bid === null ? "" : ` (bid ${formatMoney(fix.claim.bid)})`;
    return `Claim ${fix.playerIn.name}${bid}: ${oddsChange(fix.claim.deltaPlayoffOdds, fix.claim.sePlayoffOdds)}`;
  }
  if (!fix.playerIn) return `No bench player ${player ? "is a better start" : "can fill it"}: look on waivers`;
  const start = `Start ${fix.playerIn.name}`;
  return fix.deltaWinProbability === null ? start : `${start}: ${winChance(fix.deltaWinProbability)}`;
}

function title({ kind, player, slot }: BeforeLockItem): string {
  if (kind === "waivers") return "Waiver claim";
  if (!player) return `${slot} (no starter)`;
  return player.position === slot ? `${player.name} (${slot})` : `${player.name} (${player.position}, ${slot})`;
}

// A player who cannot play is the alarm; an empty slot a warning; a waiver run a plain deadline.
const badgeVariant = ({ kind, player }: BeforeLockItem) =>
  kind === "waivers" ? "secondary" : player ? "destructive" : "warning";
const DEADLINE = { lineup: "Locks", waivers: "Claims close" } as const;
const ACTION = { "/lineup": "Fix in Lineup", "/waivers": "Find on Waivers" } as const;

function QueueItem({ item }: { item: BeforeLockItem }) {
  return (
    <li data-testid="before-lock-item" className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {title(item)}
          <Badge variant={badgeVariant(item)}>{item.problem}</Badge>
        </p>
        <p className="text-sm text-muted-foreground">
          {item.teamName} · {item.leagueName}
          {item.kickoff ? ` · ${DEADLINE[item.kind]} ${formatGameTime(item.kickoff)}` : ""}
        </p>
        <p className="text-sm" data-testid="before-lock-fix">
          {fixLine(item)}
        </p>
      </div>
      <TeamLink teamId={item.teamId} href={item.fix.href}>
        {item.kind === "waivers" ? "Claim on Waivers" : ACTION[item.fix.href]}
      </TeamLink>
    </li>
  );
}

// What to fix before kickoff across every league, soonest lock first (lib/league-model/manage/before-lock.ts).
// `items` null: the queue could not be computed.
export function BeforeLockQueue({ items }: { items: BeforeLockItem[] | null }) {
  return (
    <section aria-labelledby="before-lock-title" className="space-y-3" data-testid="before-lock">
      <QueueHeader />
      {items === null ? (
        <p role="alert" className="rounded-lg border border-destructive p-4 text-sm text-destructive-text">
          Could not check your lineups right now. Reload the page to try again.
        </p>
      ) : items.length === 0 ? (
        <p className="rounded-lg border p-4 text-sm text-muted-foreground">
          Nothing to fix before lock — every starter is playing.
        </p>
      ) : (
        <ol className="divide-y rounded-lg border">
          {items.map((item, i) => (
            <QueueItem key={`${item.teamId}:${item.kind}:${item.player?.id ?? `${item.slot}-${i}`}`} item={item} />
          ))}
        </ol>
      )}
    </section>
  );
}

function QueueHeader() {
  return (
    <header className="space-y-1">
      <h2 id="before-lock-title" className="text-lg font-semibold">
        Before lock
      </h2>
      <p className="text-sm text-muted-foreground">
        Starters who are out, doubtful or on bye, empty starting slots and waiver claims worth making before the next
        waiver run, in every league, soonest deadline first.
      </p>
    </header>
  );
}

export function BeforeLockQueueSkeleton() {
  return (
    <section className="space-y-3" aria-busy="true" aria-label="Loading the Before lock queue">
      <QueueHeader />
      <div className="divide-y rounded-lg border">
        {[0, 1].map((i) => (
          <div key={i} className="space-y-2 p-4">
            <Skeleton className="h-5 w-56" />
            <Skeleton className="h-4 w-72 max-w-full" />
          </div>
        ))}
      </div>
    </section>
  );
}
