"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { FileText, Search, Trophy, User } from "lucide-react";
import { usePlayerSearch } from "@/components/players/queries";
import { useDebounced } from "@/components/use-debounced";
import { useSelectedTeam } from "@/components/providers/selected-team";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/utils";
import { paletteItems, type PaletteItem } from "./palette-items";

const ICONS = { player: User, page: FileText, team: Trophy } as const;

/** ⌘K / Ctrl+K / 's': players (the /players search), pages and the user's teams, driven by the keyboard. */
export function CommandPalette({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo?: React.RefObject<HTMLElement | null>;
}) {
  const router = useRouter();
  const { teams, selectedTeam, setSelectedTeamId } = useSelectedTeam();
  const [query, setQuery] = React.useState("");
  const [active, setActive] = React.useState(0);
  const q = useDebounced(query.trim(), 150);
  const search = usePlayerSearch(
    open && selectedTeam && q.length >= 2
      ? {
          leagueId: selectedTeam.league.id,
          q,
          position: "",
          nflTeam: "",
          availability: "all",
          injury: "all",
          sort: "",
          limit: 6,
        }
      : null,
  );
  const players = q.length >= 2 ? (search.data?.players ?? []) : [];
  const groups = paletteItems({ q: query, players, teams, selectedTeamId: selectedTeam?.id ?? null });
  const flat = groups.flatMap((g) => g.items);
  const current = Math.min(active, Math.max(0, flat.length - 1));

  function close() {
    onOpenChange(false);
    setQuery("");
    setActive(0);
  }

  function choose(item: PaletteItem | undefined) {
    if (!item) return;
    close();
    if (item.kind === "page") router.push(item.href);
    else if (item.kind === "player") router.push(`/player/${encodeURIComponent(item.player.id)}`);
    else {
      setSelectedTeamId(item.teamId);
      toast({ title: "Team Switched", description: `Now showing ${item.label} (${item.detail.split(" · ")[0]})` });
    }
  }

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current + step + flat.length) % Math.max(1, flat.length));
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (flat[current]) choose(flat[current]);
      else if (query.trim()) {
        close();
        router.push(`/players?q=${encodeURIComponent(query.trim())}`);
      }
    }
  }

  const activeId = flat[current] ? `palette-${flat[current].id}` : undefined;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent
        className="top-[12%] max-w-xl translate-y-0 gap-0 p-0"
        onKeyDown={onKeyDown}
        // Opened by a shortcut there is no trigger to return to: closing puts focus back on the search button.
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <DialogTitle className="sr-only">Search</DialogTitle>
        <DialogDescription className="sr-only">
          Search players, pages and your teams. Use the arrow keys and Enter.
        </DialogDescription>
        <div className="flex items-center gap-2 border-b px-3">
          <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <input
            autoFocus
            role="combobox"
            aria-expanded
            aria-controls="command-palette-list"
            aria-activedescendant={activeId}
            aria-label="Search players, pages and teams"
            placeholder="Search players, pages, teams…"
            maxLength={100}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            className="h-12 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
          />
          {search.isFetching ? <Spinner className="size-4" /> : null}
        </div>
        <div id="command-palette-list" role="listbox" aria-label="Results" className="max-h-[60vh] overflow-y-auto p-2">
          {search.isError ? <p className="px-2 py-3 text-sm text-destructive-text">{search.error.message}</p> : null}
          {flat.length === 0 ? (
            <p className="px-2 py-6 text-center text-sm text-muted-foreground">
              {q.length >= 2 && search.isFetching ? "Searching…" : "No results. Press Enter to search all players."}
            </p>
          ) : (
            groups.map((group) => (
              <div key={group.group} role="group" aria-label={group.group} className="mb-2">
                <p className="px-2 py-1 text-xs font-medium text-muted-foreground">{group.group}</p>
                {group.items.map((item) => {
                  const Icon = ICONS[item.kind];
                  const index = flat.indexOf(item);
                  return (
                    <div
                      key={item.id}
                      id={`palette-${item.id}`}
                      role="option"
                      aria-selected={index === current}
                      onMouseMove={() => setActive(index)}
                      onClick={() => choose(item)}
                      className={cn(
                        "flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm",
                        index === current && "bg-accent text-accent-foreground",
                      )}
                    >
                      <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium">{item.label}</span>
                        <span className="block truncate text-xs text-muted-foreground">{item.detail}</span>
                      </span>
                    </div>
                  );
                })}
              </div>
            ))
          )}
        </div>
        <p className="hidden border-t px-3 py-2 text-xs text-muted-foreground sm:block">
          ↑ ↓ to move · Enter to open · Esc to close
        </p>
      </DialogContent>
    </Dialog>
  );
}
