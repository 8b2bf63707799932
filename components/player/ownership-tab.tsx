import { TrendingDown, TrendingUp } from "lucide-react";
import { formatMoney, formatPercent, formatPoints, MISSING } from "@/lib/rules/format";
import { cn } from "@/lib/utils";
import { StatTile } from "./stat-tile";
import type { PlayerDetails } from "@/lib/league-model/player-types";

const signed = (value: number, format: (v: number) => string) =>
  `${value > 0 ? "+" : value < 0 ? "-" : ""}${format(Math.abs(value))}`;

export function OwnershipTab({ ownership }: { ownership: PlayerDetails["ownership"] }) {
  const change = ownership.percentChange;
  const auctionChange = ownership.auctionValueAverageChange;
  return (
    <div className="grid grid-cols-2 gap-2">
      <StatTile label="Owned %" value={formatPercent(ownership.percentOwned)} />
      <StatTile label="Started %" value={formatPercent(ownership.percentStarted)} />
      {change !== null && change !== 0 ? (
        <div className="col-span-2 flex items-center gap-2 rounded-md border p-3 text-sm">
          {change > 0 ? (
            <TrendingUp aria-hidden className="size-4 text-success" />
          ) : (
            <TrendingDown aria-hidden className="size-4 text-destructive-text" />
          )}
          <span>Ownership Trend</span>
          <span
            className={cn(
              "ml-auto font-semibold tabular-nums",
              change > 0 ? "text-success-text" : "text-destructive-text",
            )}
          >
            {signed(change, (v) => formatPercent(v))}
          </span>
        </div>
      ) : null}
      <StatTile label="Average Draft Position" value={formatPoints(ownership.averageDraftPosition)} />
      <StatTile
        label="Average Auction Value"
        value={formatMoney(ownership.auctionValueAverage)}
        detail={auctionChange === null ? MISSING : `Change ${signed(auctionChange, (v) => `$${formatPoints(v)}`)}`}
      />
    </div>
  );
}
