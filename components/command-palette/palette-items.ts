import type { TeamListItem } from "@/lib/domain/team";
import type { PlayerSearchResult } from "@/lib/players/types";
import { NAV_ITEMS } from "@/lib/rules/nav";

export type PaletteItem =
  | { kind: "player"; id: string; label: string; detail: string; player: PlayerSearchResult }
  | { kind: "page"; id: string; label: string; detail: string; href: string }
  | { kind: "team"; id: string; label: string; detail: string; teamId: string };

const PAGES = [
  ...NAV_ITEMS,
  { label: "Settings", href: "/settings", subtitle: "Profile, appearance, leagues, data" },
  { label: "Connect Leagues", href: "/connect", subtitle: "Sleeper, ESPN, Yahoo" },
];

const matches = (text: string, q: string) => text.toLowerCase().includes(q.toLowerCase());

// Pages and teams filter locally (a handful each); players come from the server's search.
export function paletteItems({
  q,
  players,
  teams,
  selectedTeamId,
}: {
  q: string;
  players: PlayerSearchResult[];
  teams: TeamListItem[];
  selectedTeamId: string | null;
}): { group: string; items: PaletteItem[] }[] {
  const query = q.trim();
  const pages: PaletteItem[] = PAGES.filter((p) => !query || matches(p.label, query) || matches(p.subtitle, query)).map(
    (p) => ({
      kind: "page",
      id: `page:${p.href}`,
      label: p.label,
      detail: p.subtitle,
      href: p.href,
    }),
  );
  const teamItems: PaletteItem[] = teams
    .filter((t) => !query || matches(t.name, query) || matches(t.league.name, query))
    .map((t) => ({
      kind: "team",
      id: `team:${t.id}`,
      label: t.name,
      detail: `${t.league.name} · ${t.league.provider.toUpperCase()}${t.id === selectedTeamId ? " · selected" : ""}`,
      teamId: t.id,
    }));
  const playerItems: PaletteItem[] = players.map((p) => ({
    kind: "player",
    id: `player:${p.id}`,
    label: p.name,
    detail: [
      p.position,
      p.nflTeam ?? "FA",
      p.owner ? (p.owner.isMine ? "My team" : p.owner.teamName) : "Free agent",
    ].join(" · "),
    player: p,
  }));
  return [
    { group: "Players", items: playerItems },
    { group: "Pages", items: pages },
    { group: "Leagues and teams", items: teamItems },
  ].filter((g) => g.items.length > 0);
}
