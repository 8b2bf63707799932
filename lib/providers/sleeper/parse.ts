// Sleeper answers → NormalizedLeague. Pure: no fetching, so tests feed it the recorded fixtures.
import type {
  LeagueSettings, NormalizedLeague, NormalizedMatchup, NormalizedPlayer, NormalizedRosterSlot, NormalizedTeam,
  NormalizedTransaction, SlotCode, WaiverType,
} from "@/lib/domain/league";
import { cleanFloat, nflverseTeam, sleeperPosition, sleeperScoring, sleeperSlot } from "@/lib/providers/sleeper/maps";
import type {
  SleeperLeague, SleeperLeagueUser, SleeperMatchup, SleeperPlayer, SleeperRoster, SleeperState, SleeperTransaction,
} from "@/lib/providers/sleeper/schemas";

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

// Sleeper splits points into an integer and hundredths: 1270 + 90 → 1270.90.
export const sleeperPoints = (whole: number | null | undefined, decimal: number | null | undefined) =>
  cleanFloat((whole ?? 0) + (decimal ?? 0) / 100);

// Bracket math: a 6-team bracket in an 8-team tree gives the top 2 seeds a bye.
const playoffByes = (teams: number) => (teams <= 1 ? 0 : 2 ** Math.ceil(Math.log2(teams)) - teams);

export function sleeperSettings(league: SleeperLeague, state: SleeperState | null): LeagueSettings {
  const s = league.settings ?? {};
  const slots: SlotCode[] = [];
  for (const code of league.roster_positions ?? []) {
    const slot = sleeperSlot(code);
    if (slot) slots.push(slot);
  }
  // Taxi-squad players cannot be started either, so they count as IR slots for lineup purposes.
  const reserved = (s.reserve_slots ?? 0) + (s.taxi_slots ?? 0);
  for (let i = 0; i < reserved; i++) slots.push("IR");
  const waiverType = WAIVER_TYPES[s.waiver_type ?? 0] ?? "ROLLING";
  const playoffTeams = s.playoff_teams ?? 0;
  const season = Number(league.season);
  return {
    name: league.name,
    season,
    scoring: sleeperScoring(league.scoring_settings),
    rosterSlots: slots,
    waiverType,
    faabBudget: waiverType === "FAAB" ? (s.waiver_budget ?? 100) : null,
    playoffTeams,
    playoffStartWeek: s.playoff_week_start ?? 15,
    playoffByes: playoffByes(playoffTeams),
    tiebreaker: "points_for",
    medianGame: s.league_average_match === 1,
    divisions: s.divisions ?? 0,
    currentWeek: state && Number(state.season) === season ? (state.display_week ?? state.week) : null,
  };
}

export function sleeperTeams(rosters: SleeperRoster[], users: SleeperLeagueUser[]): NormalizedTeam[] {
  const byUser = new Map(users.map((u) => [u.user_id, u]));
  const teams = rosters.map((roster): NormalizedTeam => {
    const user = roster.owner_id ? byUser.get(roster.owner_id) : undefined;
    const st = roster.settings ?? {};
    const logo = user?.metadata?.avatar ?? (user?.avatar ? `https://sleepercdn.com/avatars/thumbs/${user.avatar}` : undefined);
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
  const order = [...teams].sort((a, b) => score(b) - score(a) || b.pointsFor - a.pointsFor || Number(a.externalId) - Number(b.externalId));
  const rank = new Map(order.map((t, i) => [t.externalId, i + 1]));
  return teams.map((t) => ({ ...t, standing: rank.get(t.externalId) ?? 0 }));
}

export function sleeperMatchups(matchupsByWeek: Map<number, SleeperMatchup[]>, playoffStartWeek: number): NormalizedMatchup[] {
  const result: NormalizedMatchup[] = [];
  for (const [week, entries] of [...matchupsByWeek].sort((a, b) => a[0] - b[0])) {
    const groups = new Map<number, SleeperMatchup[]>();
    // matchup_id null = no opponent this week (e.g. eliminated in the playoffs): no game to record.
    for (const entry of entries) if (entry.matchup_id != null) groups.set(entry.matchup_id, [...(groups.get(entry.matchup_id) ?? []), entry]);
    for (const [, pair] of [...groups].sort((a, b) => a[0] - b[0])) {
      const [home, away] = [...pair].sort((a, b) => a.roster_id - b.roster_id);
      if (!home) continue;
      result.push({
        week,
        homeTeamExternalId: String(home.roster_id),
        awayTeamExternalId: away ? String(away.roster_id) : null,
        homeScore: cleanFloat(home.custom_points ?? home.points ?? 0),
        awayScore: away ? cleanFloat(away.custom_points ?? away.points ?? 0) : null,
        isPlayoff: week >= playoffStartWeek,
      });
    }
  }
  return result;
}

// The week's lineup: starters in roster_positions order (Sleeper writes "0" for an empty slot),
// then bench, then IR/taxi. A scored week's matchup entry is the lineup that actually played.
export function sleeperRosterSlots(league: SleeperLeague, rosters: SleeperRoster[], weekEntries: SleeperMatchup[] | undefined, week: number): NormalizedRosterSlot[] {
  const positions = league.roster_positions ?? [];
  const starterCodes = positions.filter((p) => p !== "BN");
  const slots: NormalizedRosterSlot[] = [];
  for (const roster of rosters) {
    const teamExternalId = String(roster.roster_id);
    const entry = weekEntries?.find((m) => m.roster_id === roster.roster_id);
    const starters = entry?.starters ?? roster.starters ?? [];
    const all = entry?.players ?? roster.players ?? [];
    const points = new Map<string, number>(Object.entries(entry?.players_points ?? {}));
    starters.forEach((pid, i) => {
      const p = entry?.starters_points?.[i];
      if (pid !== "0" && p !== undefined) points.set(pid, p);
    });
    const held = new Set([...(roster.reserve ?? []), ...(roster.taxi ?? [])]);
    const actual = (pid: string) => (entry && points.has(pid) ? cleanFloat(points.get(pid) ?? 0) : undefined);
    starters.forEach((pid, i) => {
      const slot = sleeperSlot(starterCodes[i] ?? "");
      if (!slot) return; // an IDP slot
      const playerExternalId = pid === "0" ? null : pid;
      slots.push({ teamExternalId, week, playerExternalId, slot, isStarting: true, actualPoints: playerExternalId ? actual(playerExternalId) : undefined });
    });
    const starting = new Set(starters);
    for (const pid of all) {
      if (starting.has(pid)) continue;
      slots.push({ teamExternalId, week, playerExternalId: pid, slot: held.has(pid) ? "IR" : "BE", isStarting: false, actualPoints: actual(pid) });
    }
    // IR/taxi players are not always listed in `players` of a matchup entry.
    for (const pid of held) {
      if (!all.includes(pid)) slots.push({ teamExternalId, week, playerExternalId: pid, slot: "IR", isStarting: false });
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

const toId = (v: string | number | null | undefined) => (v === null || v === undefined || v === "" ? undefined : String(v).trim());

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
      injuryStatus: p.injury_status ?? undefined,
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
  const rosters = sleeperRosterSlots(data.league, data.rosters, data.matchupsByWeek.get(week), week);
  const transactions = sleeperTransactions(data.transactions);
  const referenced = [
    ...rosters.flatMap((s) => (s.playerExternalId ? [s.playerExternalId] : [])),
    ...transactions.flatMap((t) => [...Object.keys(t.adds), ...Object.keys(t.drops)]),
  ];
  return {
    provider: "sleeper",
    externalId: data.league.league_id,
    settings,
    teams: sleeperTeams(data.rosters, data.users),
    players: sleeperPlayers(referenced, data.players),
    rosters,
    matchups: sleeperMatchups(data.matchupsByWeek, settings.playoffStartWeek),
    transactions,
  };
}
