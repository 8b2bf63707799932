import { num, numOrNull, readTable } from "./csv";
import { easternToUtc } from "./eastern-time";
import { processState } from "./process-state";
import { seasonWeeks } from "./season";

export interface NflGameInfo {
  id: string; // nflverse game_id, e.g. "2025_10_BUF_MIA"
  season: number;
  week: number;
  gameType: string; // REG, WC, DIV, CON, SB
  homeTeam: string;
  awayTeam: string;
  kickoff: Date;
  homeScore: number | null; // final score (null when not played)
  awayScore: number | null;
  espnId: string | null;
  spreadLine: number | null; // Vegas spread, home team favoured > 0 (null = no line)
  totalLine: number | null; // Vegas over/under
}

let bundled: NflGameInfo[] | null = null;
// The stored seasons and the indexes built from them, shared by every bundle of the process (process-state.ts).
const state = processState("nfl-schedule", () => ({
  stored: [] as NflGameInfo[],
  games: null as NflGameInfo[] | null,
  byKey: null as Map<string, NflGameInfo> | null,
  byes: new Map<number, Record<string, number>>(),
}));

// The bundled seasons' games (nflverse), parsed once per process; ~570 rows.
function bundledGames(): NflGameInfo[] {
  bundled ??= readTable("games_2024_2025.tsv", "\t").map((r) => ({
    id: r.game_id ?? "",
    season: num(r.season),
    week: num(r.week),
    gameType: r.game_type ?? "REG",
    homeTeam: r.home_team ?? "",
    awayTeam: r.away_team ?? "",
    kickoff: easternToUtc(r.gameday ?? "", r.gametime ?? ""),
    homeScore: numOrNull(r.home_score),
    awayScore: numOrNull(r.away_score),
    espnId: r.espn ? r.espn : null,
    spreadLine: numOrNull(r.spread_line),
    totalLine: numOrNull(r.total_line),
  }));
  return bundled;
}

/** Seasons whose schedule ships with the app; other seasons come from the ingestion jobs (lib/ingest). */
export function bundledSeasons(): number[] {
  return [...new Set(bundledGames().map((g) => g.season))].sort();
}

/**
 * The schedule of seasons that are not bundled, as stored by the schedule job (one code path: every reader below
 * sees bundled and stored seasons alike). Called when the server starts and after each schedule refresh.
 */
export function setStoredSchedule(
  rows: Omit<NflGameInfo, "gameType" | "homeScore" | "awayScore" | "espnId" | "spreadLine" | "totalLine">[],
) {
  const skip = new Set(bundledSeasons());
  state.stored = rows
    .filter((r) => !skip.has(r.season))
    .map((r) => ({
      ...r,
      gameType: "REG",
      homeScore: null,
      awayScore: null,
      espnId: null,
      spreadLine: null,
      totalLine: null,
    }));
  state.games = null;
  state.byKey = null;
  state.byes = new Map();
}

// Every known game: bundled seasons, then stored ones.
export function allGames(): NflGameInfo[] {
  if (!state.games) {
    const games = [...bundledGames(), ...state.stored];
    const byKey = new Map<string, NflGameInfo>();
    for (const g of games) {
      if (g.gameType !== "REG") continue;
      byKey.set(`${g.season}:${g.week}:${g.homeTeam}`, g);
      byKey.set(`${g.season}:${g.week}:${g.awayTeam}`, g);
    }
    state.byKey = byKey;
    state.games = games;
  }
  return state.games;
}

export function gamesForWeek(season: number, week: number): NflGameInfo[] {
  return allGames().filter((g) => g.season === season && g.week === week && g.gameType === "REG");
}

// The regular-season game of a team in a week, or null on its bye.
export function gameForTeam(team: string, season: number, week: number): NflGameInfo | null {
  allGames();
  return state.byKey?.get(`${season}:${week}:${team}`) ?? null;
}

export function nflTeams(season: number): string[] {
  const teams = new Set<string>();
  for (const g of allGames()) if (g.season === season) teams.add(g.homeTeam).add(g.awayTeam);
  return [...teams].sort();
}

// Team → bye week (the one regular-season week 1–18 without a game).
export function byeWeeks(season: number): Record<string, number> {
  const cached = state.byes.get(season);
  if (cached) return cached;
  const byes: Record<string, number> = {};
  for (const team of nflTeams(season)) {
    for (let week = 1; week <= seasonWeeks(season); week++) {
      if (!gameForTeam(team, season, week)) {
        byes[team] = week;
        break;
      }
    }
  }
  state.byes.set(season, byes);
  return byes;
}

export function isByeWeek(team: string, season: number, week: number): boolean {
  return byeWeeks(season)[team] === week;
}

/** The team's opponent in a week from the schedule: "KC" at home, "@KC" away; null on its bye or unknown. */
export function opponentInWeek(team: string, season: number, week: number): string | null {
  const game = gameForTeam(team, season, week);
  if (!game) return null;
  return game.homeTeam === team ? game.awayTeam : `@${game.homeTeam}`;
}
