// Sleeper answers → NormalizedLeague. Pure: no fetching, so tests feed it the recorded fixtures.
import type {
  LeagueSettings,
  NormalizedLeague,
  NormalizedMatchup,
  NormalizedPlayer,
  NormalizedRosterSlot,
  NormalizedTeam,
  NormalizedTransaction,
  Position,
  SlotCode,
  WaiverType,
} from "@/lib/domain/league";
import { cleanFloat, nflverseTeam, sleeperPosition, sleeperScoring, sleeperSlot } from "@/lib/providers/sleeper/maps";
import type {
  SleeperLeague,
  SleeperLeagueUser,
  SleeperMatchup,
  SleeperPlayer,
  SleeperRoster,
  SleeperState,
  SleeperTransaction,
} from "@/lib/providers/sleeper/schemas";
import { bracketRounds, standardByes } from "@/lib/domain/bracket";
import { LAST_WEEK } from "@/lib/nfl/season";
import type { WaiverRun } from "@/lib/domain/waiver-run";
import { sleeperInjuryStatus } from "./injury";

export interface SleeperLeagueData {
  league: SleeperLeague;
  rosters: SleeperRoster[];
  users: SleeperLeagueUser[];
  matchupsByWeek: Map<number, SleeperMatchup[]>;
  transactions: SleeperTransaction[];
  players: Record<string, SleeperPlayer> | null; // null = the players dump was unavailable
  state: SleeperState | null;
}

const WAIVER_TYPES: Record<number, WaiverType> = { 0: "ROLLING", 1: "REVERSE", 2: "FAAB" };

// `waiver_day_of_week` is the day whose night waivers clear (0 = Sunday; every recorded league has Sleeper's default
// 2, "Tuesday"). Sleeper's help centre: "Tuesday waivers technically translate to Wednesday 12:05am PST" — so claims
// run at 00:05 Pacific the next day.
export function sleeperWaiverRun(dayOfWeek: number | null | undefined): WaiverRun | null {
  if (dayOfWeek === null || dayOfWeek === undefined || dayOfWeek < 0 || dayOfWeek > 6) return null;
  return { weekdays: [(dayOfWeek + 1) % 7], hour: 0, minute: 5, timeZone: "America/Los_Angeles" };
}

// Sleeper splits points into an integer and hundredths: 1270 + 90 → 1270.90.
export const sleeperPoints = (whole: number | null | undefined, decimal: number | null | undefined) =>
  cleanFloat((whole ?? 0) + (decimal ?? 0) / 100);

// Weeks per playoff round from `playoff_round_type` (0 one week each, 1 a two-week final, 2 two weeks each).
export function sleeperPlayoffRoundWeeks(playoffTeams: number, roundType: number | null | undefined): number[] {
  const rounds = bracketRounds(playoffTeams);
  return Array.from({ length: rounds }, (_, i) => (roundType === 2 || (roundType === 1 && i === rounds - 1) ? 2 : 1));
}

/** The league's last week with games: the end of its last playoff round, at most the NFL's 18 weeks. */
export function sleeperLastWeek(league: SleeperLeague): number {
  const s = league.settings ?? {};
  const rounds = sleeperPlayoffRoundWeeks(s.playoff_teams ?? 0, s.playoff_round_type);
  const start = s.playoff_week_start ?? 15;
  return Math.min(LAST_WEEK, start - 1 + rounds.reduce((sum, length) => sum + length, 0));
}

export function sleeperSettings(league: SleeperLeague, state: SleeperState | null): LeagueSettings {
  const s = league.settings ?? {};
  const slots: SlotCode[] = [];
  for (const code of league.roster_positions ?? []) {
    const slot = sleeperSlot(code);
    if (slot) slots.push(slot);
  }
  // Reserve (IR) spots, then taxi-squad spots: neither can start, and a taxi spot cannot hold an injured player.
  for (let i = 0; i < (s.reserve_slots ?? 0); i++) slots.push("IR");
  for (let i = 0; i < (s.taxi_slots ?? 0); i++) slots.push("TAXI");
  const waiverType = WAIVER_TYPES[s.waiver_type ?? 0] ?? "ROLLING";
  const playoffTeams = s.playoff_teams ?? 0;
  const season = Number(league.season);
  const { scoring, unsupported } = sleeperScoring(league.scoring_settings);
  return {
    name: league.name,
    season,
    scoring,
    unsupportedScoring: unsupported,
    playoffRoundWeeks: sleeperPlayoffRoundWeeks(playoffTeams, s.playoff_round_type),
    rosterSlots: slots,
    waiverType,
    faabBudget: waiverType === "FAAB" ? (s.waiver_budget ?? 100) : null,
    waiverRun: sleeperWaiverRun(s.waiver_day_of_week),
    playoffTeams,
    playoffStartWeek: s.playoff_week_start ?? 15,
    playoffByes: standardByes(playoffTeams),
    tiebreaker: "points_for",
    medianGame: s.league_average_match === 1,
    divisions: s.divisions ?? 0,
    currentWeek: state && Number(state.season) === season ? (state.display_week ?? state.week) : null,
    tradeDeadlineWeek: s.trade_deadline && s.trade_deadline <= LAST_WEEK ? s.trade_deadline : null,
  };
}

export function sleeperTeams(rosters: SleeperRoster[], users: SleeperLeagueUser[]): NormalizedTeam[] {
  const byUser = new Map(users.map((u) => [u.user_id, u]));
  const teams = rosters.map((roster): NormalizedTeam => {
    const user = roster.owner_id ? byUser.get(roster.owner_id) : undefined;
    const st = roster.settings ?? {};
    const logo =
      user?.metadata?.avatar ?? (user?.avatar ? `https://sleepercdn.com/avatars/thumbs/${user.avatar}` : undefined);
    return {
      externalId: String(roster.roster_id),
      name: user?.metadata?.team_name?.trim() || user?.display_name || `Team ${roster.roster_id}`,
      ownerName: user?.display_name ?? undefined,
      ownerExternalId: roster.owner_id ?? undefined,
      logoUrl: logo ?? undefined,
      wins: st.wins ?? 0,
      losses: st.losses ?? 0,
      ties: st.ties ?? 0,
      pointsFor: sleeperPoints(st.fpts, st.fpts_decimal),
      pointsAgainst: sleeperPoints(st.fpts_against, st.fpts_against_decimal),
      standing: 0,
      division: st.division ?? undefined,
      faabSpent: st.waiver_budget_used ?? 0,
      waiverPriority: st.waiver_position ?? undefined,
    };
  });
  return rankTeams(teams);
}

// Standings as Sleeper shows them: win percentage (ties count half), then points for.
export function rankTeams(teams: NormalizedTeam[]): NormalizedTeam[] {
  const score = (t: NormalizedTeam) => {
    const games = t.wins + t.losses + t.ties;
    return games === 0 ? 0 : (t.wins + t.ties / 2) / games;
  };
  const order = [...teams].sort(
    (a, b) => score(b) - score(a) || b.pointsFor - a.pointsFor || Number(a.externalId) - Number(b.externalId),
  );
  const rank = new Map(order.map((t, i) => [t.externalId, i + 1]));
  return teams.map((t) => ({ ...t, standing: rank.get(t.externalId) ?? 0 }));
}

// Weekly games. In the playoffs a two-week round is one game dated by its first week with both weeks' points
// added, and only games between teams still alive in the winners' bracket are playoff games: the top
// `playoffTeams` in the regular-season standings start there and a loss knocks a team out; every other game in
// those weeks (consolation, toilet bowl, placement games) is not a playoff game.
export function sleeperMatchups(
  matchupsByWeek: Map<number, SleeperMatchup[]>,
  settings: LeagueSettings,
  teams: NormalizedTeam[],
  currentWeek: number,
): NormalizedMatchup[] {
  const start = settings.playoffStartWeek;
  const roundStarts: number[] = [];
  settings.playoffRoundWeeks.reduce((week, length) => (roundStarts.push(week), week + length), start);
  // first week after the last round
  const end = start + settings.playoffRoundWeeks.reduce((sum, length) => sum + length, 0);
  const roundStartOf = (week: number) =>
    week < start || week >= end ? week : (roundStarts.filter((w) => w <= week).at(-1) ?? week);
  const alive = new Set(
    teams.filter((t) => t.standing > 0 && t.standing <= settings.playoffTeams).map((t) => t.externalId),
  );
  const games = new Map<string, NormalizedMatchup>();
  for (const [week, entries] of [...matchupsByWeek].sort((a, b) => a[0] - b[0])) {
    const groups = new Map<number, SleeperMatchup[]>();
    // matchup_id null = no opponent this week (e.g. eliminated in the playoffs): no game to record.
    for (const entry of entries)
      if (entry.matchup_id != null) groups.set(entry.matchup_id, [...(groups.get(entry.matchup_id) ?? []), entry]);
    for (const [, pair] of [...groups].sort((a, b) => a[0] - b[0])) {
      const [home, away] = [...pair].sort((a, b) => a.roster_id - b.roster_id);
      if (!home) continue;
      const gameWeek = roundStartOf(week);
      const homeId = String(home.roster_id);
      const awayId = away ? String(away.roster_id) : null;
      const key = `${gameWeek}:${homeId}:${awayId ?? ""}`;
      // A week after the current one is a pairing only: Sleeper's 0 points there are not a score yet.
      const upcoming = week > currentWeek;
      const homeScore = upcoming ? null : cleanFloat(home.custom_points ?? home.points ?? 0);
      const awayScore = away && !upcoming ? cleanFloat(away.custom_points ?? away.points ?? 0) : null;
      const earlier = games.get(key);
      if (earlier) {
        if (upcoming) continue;
        // The second week of a two-week round: one game, combined score.
        earlier.homeScore = cleanFloat((earlier.homeScore ?? 0) + (homeScore ?? 0));
        earlier.awayScore = awayScore === null ? earlier.awayScore : cleanFloat((earlier.awayScore ?? 0) + awayScore);
        continue;
      }
      const isPlayoff = week >= start && alive.has(homeId) && awayId !== null && alive.has(awayId);
      games.set(key, {
        week: gameWeek,
        homeTeamExternalId: homeId,
        awayTeamExternalId: awayId,
        homeScore,
        awayScore,
        isPlayoff,
      });
    }
    // A round's losers leave the winners' bracket once the round's last week is in.
    const roundIndex = roundStarts.indexOf(roundStartOf(week));
    const roundEnd =
      roundIndex < 0 ? -1 : (roundStarts[roundIndex] ?? 0) + (settings.playoffRoundWeeks[roundIndex] ?? 1) - 1;
    if (week === roundEnd) {
      for (const game of games.values()) {
        if (game.week !== roundStartOf(week) || !game.isPlayoff || game.homeScore === null || game.awayScore === null)
          continue;
        if (game.homeScore !== game.awayScore)
          alive.delete(game.homeScore > game.awayScore ? (game.awayTeamExternalId ?? "") : game.homeTeamExternalId);
      }
    }
  }
  return [...games.values()];
}

// The week's lineup: starters in roster_positions order (Sleeper writes "0" for an empty slot), then bench,
// then IR and taxi. A scored week's matchup entry is the lineup that actually played. Sleeper keeps only
// today's reserve and taxi lists, so they apply to the league's latest week; an earlier week's entry carries no
// reserve list, and its non-starters are that week's bench (today's IR players are not moved back in time).
export function sleeperRosterSlots(
  league: SleeperLeague,
  rosters: SleeperRoster[],
  weekEntries: SleeperMatchup[] | undefined,
  week: number,
): NormalizedRosterSlot[] {
  const positions = league.roster_positions ?? [];
  const starterCodes = positions.filter((p) => p !== "BN");
  const latest = league.settings?.last_scored_leg ?? league.settings?.leg ?? 0;
  const pastWeek = weekEntries !== undefined && week < latest;
  const slots: NormalizedRosterSlot[] = [];
  for (const roster of rosters) {
    const teamExternalId = String(roster.roster_id);
    const entry = weekEntries?.find((m) => m.roster_id === roster.roster_id);
    const starters = entry?.starters ?? roster.starters ?? [];
    const all = entry?.players ?? roster.players ?? [];
    // Points by player id where Sleeper sends them; else a starter's entry of starters_points, which is parallel
    // to the entry's own starters list as sent (never to a reordered or roster-level list).
    const points = new Map<string, number>(Object.entries(entry?.players_points ?? {}));
    (entry?.starters ?? []).forEach((pid, i) => {
      const p = entry?.starters_points?.[i];
      if (pid !== "0" && p !== undefined && !points.has(pid)) points.set(pid, p);
    });
    const held = new Map<string, SlotCode>(
      pastWeek && entry
        ? []
        : [
            ...(roster.reserve ?? []).map((pid) => [pid, "IR"] as const),
            ...(roster.taxi ?? []).map((pid) => [pid, "TAXI"] as const),
          ],
    );
    const actual = (pid: string) => (entry && points.has(pid) ? cleanFloat(points.get(pid) ?? 0) : undefined);
    starters.forEach((pid, i) => {
      const slot = sleeperSlot(starterCodes[i] ?? "");
      if (!slot) return; // an IDP slot
      const playerExternalId = pid === "0" ? null : pid;
      slots.push({
        teamExternalId,
        week,
        playerExternalId,
        slot,
        isStarting: true,
        actualPoints: playerExternalId ? actual(playerExternalId) : undefined,
      });
    });
    const starting = new Set(starters);
    for (const pid of all) {
      if (starting.has(pid)) continue;
      slots.push({
        teamExternalId,
        week,
        playerExternalId: pid,
        slot: held.get(pid) ?? "BE",
        isStarting: false,
        actualPoints: actual(pid),
      });
    }
    // IR/taxi players are not always listed in `players` of a matchup entry.
    for (const [pid, slot] of held) {
      if (!all.includes(pid)) slots.push({ teamExternalId, week, playerExternalId: pid, slot, isStarting: false });
    }
  }
  return slots;
}

const TRANSACTION_TYPES = new Set(["waiver", "free_agent", "trade", "commissioner"] as const);
type TxType = NormalizedTransaction["type"];

export function sleeperTransactions(transactions: SleeperTransaction[]): NormalizedTransaction[] {
  const toTeams = (map: Record<string, number> | null | undefined) =>
    Object.fromEntries(Object.entries(map ?? {}).map(([pid, rosterId]) => [pid, String(rosterId)]));
  return transactions
    .filter((t): t is SleeperTransaction & { type: TxType } => TRANSACTION_TYPES.has(t.type as TxType))
    .map((t) => ({
      externalId: t.transaction_id,
      type: t.type,
      status: t.status,
      week: t.leg ?? null,
      teamExternalIds: (t.roster_ids ?? []).map(String),
      adds: toTeams(t.adds),
      drops: toTeams(t.drops),
      faabBid: t.type === "waiver" ? (t.settings?.waiver_bid ?? null) : null,
      occurredAt: new Date(t.status_updated ?? t.created ?? 0),
    }));
}

const toId = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === "" ? undefined : String(v).trim();

// Only players the dump knows with a position we model. Unknown ids stay on the roster slots and are
// left out here, so sync can report them (`sleeperMissingPlayerIds`) instead of inventing a position.
export function sleeperPlayers(ids: Iterable<string>, dump: Record<string, SleeperPlayer> | null): NormalizedPlayer[] {
  const result: NormalizedPlayer[] = [];
  for (const id of new Set(ids)) {
    const p = dump?.[id];
    const position = sleeperPosition(p?.position);
    if (!p || !position) continue;
    const fullName = p.full_name ?? ([p.first_name, p.last_name].filter(Boolean).join(" ") || `Sleeper player ${id}`);
    const jersey = p.number === null || p.number === undefined ? undefined : Number(p.number);
    result.push({
      externalId: id,
      ids: { sleeper: id, espn: toId(p.espn_id), yahoo: toId(p.yahoo_id), gsis: toId(p.gsis_id) },
      fullName,
      position,
      nflTeam: nflverseTeam(p.team),
      jersey: Number.isFinite(jersey) ? jersey : undefined,
      imageUrl: position === "DST" ? undefined : `https://sleepercdn.com/content/nfl/players/thumb/${id}.jpg`,
      injuryStatus: sleeperInjuryStatus(p),
    });
  }
  return result;
}

export function sleeperMissingPlayerIds(league: NormalizedLeague): string[] {
  const known = new Set(league.players.map((p) => p.externalId));
  const referenced = new Set<string>();
  for (const slot of league.rosters) if (slot.playerExternalId) referenced.add(slot.playerExternalId);
  return [...referenced].filter((id) => !known.has(id)).sort();
}

export function parseSleeperLeague(data: SleeperLeagueData, week: number): NormalizedLeague {
  const settings = sleeperSettings(data.league, data.state);
  const teams = sleeperTeams(data.rosters, data.users);
  const rosters = sleeperRosterSlots(data.league, data.rosters, data.matchupsByWeek.get(week), week);
  const transactions = sleeperTransactions(data.transactions);
  const referenced = [
    ...rosters.flatMap((s) => (s.playerExternalId ? [s.playerExternalId] : [])),
    ...transactions.flatMap((t) => [...Object.keys(t.adds), ...Object.keys(t.drops)]),
  ];
  const players = sleeperPlayers(referenced, data.players);
  const { placeholders, warning } = unknownPlayers(rosters, players);
  return {
    provider: "sleeper",
    externalId: data.league.league_id,
    settings,
    teams,
    players: [...players, ...placeholders],
    rosters,
    matchups: sleeperMatchups(data.matchupsByWeek, settings, teams, week),
    transactions,
    warnings: warning ? [warning] : [],
  };
}

// Rostered players Sleeper's players list does not know: a placeholder player where the slot he starts in names
// his position (Sleeper's rosters send nothing else about him), and one warning naming them all, so no slot is
// silently empty.
function unknownPlayers(
  rosters: NormalizedRosterSlot[],
  players: NormalizedPlayer[],
): { placeholders: NormalizedPlayer[]; warning: string | null } {
  const known = new Set(players.map((p) => p.externalId));
  const unknown = new Map<string, Position | null>();
  for (const slot of rosters) {
    const id = slot.playerExternalId;
    if (!id || known.has(id)) continue;
    const fromSlot = SINGLE_POSITION_SLOTS[slot.slot] ?? null;
    unknown.set(id, unknown.get(id) ?? (slot.isStarting ? fromSlot : null));
  }
  if (unknown.size === 0) return { placeholders: [], warning: null };
  const placeholders = [...unknown].flatMap(([id, position]): NormalizedPlayer[] =>
    position
      ? [{ externalId: id, ids: { sleeper: id }, fullName: `Unknown player (Sleeper #${id})`, position, nflTeam: null }]
      : [],
  );
  const ids = [...unknown.keys()].sort();
  const warning =
    `Sleeper's player list does not know ${ids.length} rostered ${ids.length === 1 ? "player" : "players"} ` +
    `(Sleeper ${ids.length === 1 ? "id" : "ids"} ${ids.join(", ")}): shown as unknown players, without projections.`;
  return { placeholders, warning };
}

const SINGLE_POSITION_SLOTS: Partial<Record<SlotCode, Position>> = {
  QB: "QB",
  RB: "RB",
  WR: "WR",
  TE: "TE",
  K: "K",
  "D/ST": "DST",
};
