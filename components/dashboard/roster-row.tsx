"use client";

import { Headshot } from "@/components/player/headshot";
import { WeekScore } from "@/components/player/week-score";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { gameLine } from "@/lib/rules/game-line";
import { injuryCode } from "@/lib/rules/injury";
import type { RosterEntry } from "@/lib/league-model/types";

export function RosterRow({ entry, onSelect }: { entry: RosterEntry; onSelect: (playerId: string) => void }) {
  const { players: player, roster_positions: slot } = entry;
  const game = slot.gameInfo;
  // "Playing" is about the player, not his team: a player ruled out does not play in a live game.
  const live = game?.status === "in" && !game.completed && !slot.out;
  const code = player?.isInjured ? injuryCode(player.injuryStatus) : "";
  const highlight = slot.out ? null : game?.inRedZone ? "red" : game?.onField ? "yellow" : null;

  return (
    <button
      type="button"
      disabled={!player}
      onClick={() => player && onSelect(player.id)}
      data-testid="roster-row"
      data-highlight={highlight ?? undefined}
      className={cn(
        "flex w-full items-center gap-2 rounded-lg border p-2 text-left transition-colors " +
          "hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring " +
          "disabled:cursor-default sm:gap-3 sm:p-3",
        highlight === "red" && "border-red-500/60 bg-red-500/10",
        highlight === "yellow" && "border-yellow-500/60 bg-yellow-500/10",
      )}
    >
      <Badge variant="outline" className="w-11 justify-center px-1 sm:w-12">
        {slot.position}
      </Badge>
      <Headshot
        src={player?.imageUrl ?? null}
        name={player?.name ?? null}
        className="size-8 text-xs sm:size-9 sm:text-sm"
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-1.5">
          <span className={cn("truncate font-medium", !player && "text-muted-foreground")}>
            {player?.name ?? "Empty Slot"}
          </span>
          {code ? (
            <Badge variant="destructive" title={player?.injuryStatus ?? undefined}>
              {code}
            </Badge>
          ) : null}
          {live ? <Badge variant="success">Playing</Badge> : null}
          {player && slot.onBye ? (
            <Badge variant="secondary" data-testid="bye-badge">
              BYE
            </Badge>
          ) : null}
        </span>
        {player ? (
          /* On phones the game line wraps under the team rather than being cut off mid-score. */
          <span className="flex flex-wrap gap-x-1 text-xs text-muted-foreground">
            <span>
              {player.nflTeam ?? "FA"} · {player.position}
            </span>
            {game ? <span>· {gameLine(game)}</span> : null}
          </span>
        ) : null}
      </span>
      {player ? <WeekScore label={slot.scoreLabel} actual={slot.actualPoints} expected={slot.expectedPoints} /> : null}
    </button>
  );
}
