// Node-only loader for the schedule/lines file (nflverse games.csv columns, tab-separated:
// data/nfl/games_2024_2025.tsv). Looks in the data folder for games_<season>.tsv, then any games_*.tsv,
// then the same in its parent folder (the shared weekly folder keeps its schedule one level up).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { impliedTeamTotal } from "../opponent-index";
import { parseTable } from "@/lib/csv";

export interface TeamGame {
  season: number;
  week: number;
  team: string;
  opponent: string;
  home: boolean | null; // null = neutral site
  impliedTotal: number | null; // from spread_line (home favoured > 0) and total_line
}

export interface GamesIndex {
  file: string | null;
  byTeamWeek: Map<string, TeamGame>; // `${season}|${week}|${team}`
}

const num = (s: string | undefined) => (s === undefined || s.trim() === "" ? null : Number(s));

function findGamesFile(dir: string, season?: number): string | null {
  for (const d of [dir, dirname(dir)]) {
    if (!existsSync(d)) continue;
    const files = readdirSync(d)
      .filter((f) => /^games_.*\.tsv$/i.test(f))
      .sort();
    const exact = season !== undefined ? files.find((f) => f === `games_${season}.tsv`) : undefined;
    const hit = exact ?? files.find((f) => season === undefined || f.includes(String(season))) ?? files[0];
    if (hit) return join(d, hit);
  }
  return null;
}

export function loadGames(dir: string, season?: number): GamesIndex {
  const file = findGamesFile(dir, season);
  const byTeamWeek = new Map<string, TeamGame>();
  if (!file) return { file, byTeamWeek };
  for (const r of parseTable(readFileSync(file, "utf8"), "\t").rows) {
    if ((r.game_type || "REG") !== "REG") continue;
    const s = Number(r.season),
      w = Number(r.week);
    const home = r.home_team ?? "",
      away = r.away_team ?? "";
    const spread = num(r.spread_line),
      total = num(r.total_line);
    const neutral = r.location === "Neutral";
    byTeamWeek.set(`${s}|${w}|${home}`, {
      season: s,
      week: w,
      team: home,
      opponent: away,
      home: neutral ? null : true,
      impliedTotal: impliedTeamTotal(spread, total, true),
    });
    byTeamWeek.set(`${s}|${w}|${away}`, {
      season: s,
      week: w,
      team: away,
      opponent: home,
      home: neutral ? null : false,
      impliedTotal: impliedTeamTotal(spread, total, false),
    });
  }
  return { file, byTeamWeek };
}
