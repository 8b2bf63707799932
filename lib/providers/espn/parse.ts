// ESPN v3 league views → NormalizedLeague. Pure, so tests feed it the recorded leagues directly.
import type {
  LeagueSettings,
  NormalizedLeague,
  NormalizedMatchup,
  NormalizedPlayer,
  NormalizedRosterSlot,
  NormalizedTeam,
  ScoringSettings,
  SlotCode,
  StatKey,
  UnsupportedScoringRule,
} from "@/lib/domain/league";
import {
  ESPN_POSITIONS,
  ESPN_PRO_TEAMS,
  ESPN_REC_STAT,
  ESPN_SCORING,
  ESPN_SLOT_ORDER,
  ESPN_SLOTS,
  ESPN_TE_SLOT,
  espnHeadshot,
  espnStatLabel,
} from "@/lib/providers/espn/maps";
import { espnTransactions, type EspnActivityView } from "@/lib/providers/espn/activity";
import type {
  EspnBoardView,
  EspnEntry,
  EspnRosterView,
  EspnSettings,
  EspnTeamView,
} from "@/lib/providers/espn/schemas";
import { standardByes } from "@/lib/domain/bracket";
import { deadlineWeek } from "@/lib/nfl/season";
import { WEEKDAY_NAMES, type WaiverRun } from "@/lib/domain/waiver-run";
import { round2 } from "@/lib/numbers";

const DST_SLOT = "16";
// Scoring values keep 4 decimals: 1 point per 25 yards is 0.04 per yard.
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

// Scoring items → our keys. An item no key reads (a points-allowed bucket of ours does not cover, 40+ yard
// bonuses, …) and a per-slot override other than the D/ST value and the TE reception premium is listed as
// unsupported, never dropped.
export function espnScoring(items: EspnSettings["scoringSettings"]["scoringItems"]): {
  scoring: ScoringSettings;
  unsupported: UnsupportedScoringRule[];
} {
  // D/ST items often carry 0 points with the real value as an override for the D/ST slot.
  const points = new Map(items.map((item) => [item.statId, item.pointsOverrides?.[DST_SLOT] ?? item.points]));
  const scoring: ScoringSettings = {};
  const used = new Set<number>();
  for (const [key, sources] of Object.entries(ESPN_SCORING) as [
    StatKey,
    NonNullable<(typeof ESPN_SCORING)[StatKey]>,
  ][]) {
    const source = sources.find((s) => points.has(s.id));
    const value = source ? points.get(source.id) : undefined;
    if (!source || value === undefined) continue;
    const perUnit = round4(value / (source.per ?? 1));
    scoring[key] = perUnit;
    // Other items of the same key at the same value are the same rule (KR TD 6 and PR TD 6 → return TD 6).
    for (const other of sources)
      if (points.has(other.id) && round4((points.get(other.id) ?? 0) / (other.per ?? 1)) === perUnit)
        used.add(other.id);
  }
  // TE premium: a reception override for the TE slot above the base reception value.
  const rec = items.find((item) => item.statId === ESPN_REC_STAT);
  const te = rec?.pointsOverrides?.[ESPN_TE_SLOT];
  if (rec && te !== undefined && te !== rec.points) scoring.bonus_rec_te = round4(te - rec.points);

  const unsupported: UnsupportedScoringRule[] = [];
  for (const item of items) {
    const value = points.get(item.statId) ?? 0;
    const label = espnStatLabel(item.statId);
    if (!used.has(item.statId) && value !== 0) unsupported.push({ key: `espn:${item.statId}`, label, points: value });
    for (const [slot, override] of Object.entries(item.pointsOverrides ?? {})) {
      const read = slot === DST_SLOT || (slot === ESPN_TE_SLOT && item.statId === ESPN_REC_STAT);
      if (read || !used.has(item.statId) || override === item.points) continue;
      unsupported.push({
        key: `espn:${item.statId}:slot${slot}`,
        label: `${label} (${ESPN_SLOTS[Number(slot)] ?? `slot ${slot}`} only)`,
        points: override,
      });
    }
  }
  return { scoring, unsupported };
}

// A playoff matchup period can span two scoring periods ({"13": [13, 14]}); a matchup's week is its first.
// Days come from acquisitionSettings.waiverProcessDays ("WEDNESDAY", …). The time is ESPN's published one ("Waivers
// process daily beginning at 3 a.m. ET", ESPN fantasy help): waiverProcessHour (11 in our recordings) has no
// documented unit, so it is not read.
export function espnWaiverRun(days: string[] | null | undefined): WaiverRun | null {
  const weekdays = (days ?? [])
    .map((d) => WEEKDAY_NAMES.indexOf(d.toUpperCase() as (typeof WEEKDAY_NAMES)[number]))
    .filter((d) => d >= 0);
  return weekdays.length > 0 ? { weekdays, hour: 3, minute: 0, timeZone: "America/New_York" } : null;
}

function weekOf(settings: EspnSettings, matchupPeriodId: number): number {
  const weeks = settings.scheduleSettings.matchupPeriods?.[String(matchupPeriodId)];
  return weeks && weeks.length > 0 ? Math.min(...weeks) : matchupPeriodId;
}

export function espnSettings(settings: EspnSettings, season: number, currentWeek: number | null): LeagueSettings {
  const slots: SlotCode[] = [];
  for (const id of ESPN_SLOT_ORDER) {
    const count = settings.rosterSettings.lineupSlotCounts[String(id)] ?? 0;
    const slot = ESPN_SLOTS[id];
    for (let i = 0; slot && i < count; i++) slots.push(slot);
  }
  const acq = settings.acquisitionSettings ?? {};
  const faab = acq.isUsingAcquisitionBudget === true;
  const sched = settings.scheduleSettings;
  const playoffTeams = sched.playoffTeamCount ?? 0;
  const divisions = sched.divisions?.length ?? 0;
  const { scoring, unsupported } = espnScoring(settings.scoringSettings.scoringItems);
  // Playoff rounds are the matchup periods after the regular season; a period can span two scoring periods.
  const playoffRoundWeeks: number[] = [];
  for (let p = sched.matchupPeriodCount + 1; sched.matchupPeriods?.[String(p)]; p++)
    playoffRoundWeeks.push(sched.matchupPeriods[String(p)]?.length ?? 1);
  return {
    name: settings.name,
    season,
    scoring,
    unsupportedScoring: unsupported,
    playoffRoundWeeks,
    rosterSlots: slots,
    // ESPN resets a non-FAAB waiver order to inverse standings each week when waiverOrderReset is on.
    waiverType: faab ? "FAAB" : acq.waiverOrderReset ? "REVERSE" : "ROLLING",
    faabBudget: faab ? (acq.acquisitionBudget ?? 100) : null,
    waiverRun: espnWaiverRun(acq.waiverProcessDays),
    playoffTeams,
    playoffStartWeek: weekOf(settings, sched.matchupPeriodCount + 1),
    playoffByes: standardByes(playoffTeams),
    tiebreaker: sched.playoffSeedingRule === "H2H_RECORD" ? "head_to_head" : "points_for",
    medianGame: settings.scoringSettings.scoringEnhancementType === "WIN_BONUS_TOP_HALF",
    divisions: divisions > 1 ? divisions : 0,
    currentWeek,
    tradeDeadlineWeek: settings.tradeSettings?.deadlineDate
      ? deadlineWeek(new Date(settings.tradeSettings.deadlineDate), season)
      : null,
  };
}

export function espnTeams(view: EspnTeamView): NormalizedTeam[] {
  const members = new Map((view.members ?? []).map((m) => [m.id, m.displayName ?? undefined]));
  const teams = view.teams.map((t): NormalizedTeam => {
    const owner = t.primaryOwner ?? t.owners?.[0];
    const overall = t.record?.overall;
    return {
      externalId: String(t.id),
      name: t.name?.trim() || [t.location, t.nickname].filter(Boolean).join(" ").trim() || `Team ${t.id}`,
      abbrev: t.abbrev ?? undefined,
      ownerName: owner ? members.get(owner) : undefined,
      ownerExternalId: owner,
      logoUrl: t.logo ?? undefined,
      wins: overall?.wins ?? 0,
      losses: overall?.losses ?? 0,
      ties: overall?.ties ?? 0,
      pointsFor: round2(overall?.pointsFor ?? t.points ?? 0),
      pointsAgainst: round2(overall?.pointsAgainst ?? 0),
      standing: t.playoffSeed ?? 0,
      division: t.divisionId ?? undefined,
      faabSpent: t.transactionCounter?.acquisitionBudgetSpent ?? 0,
      waiverPriority: t.waiverRank ?? undefined,
    };
  });
  // ESPN's playoffSeed is its current standings order; compute one only if it is missing.
  if (teams.every((t) => t.standing > 0)) return teams;
  const order = [...teams].sort((a, b) => b.wins + b.ties / 2 - (a.wins + a.ties / 2) || b.pointsFor - a.pointsFor);
  return teams.map((t) => ({ ...t, standing: order.indexOf(t) + 1 }));
}

export function espnMatchups(board: EspnBoardView): NormalizedMatchup[] {
  return board.schedule.map((m) => {
    const played = m.winner !== "UNDECIDED" || (m.home.totalPoints ?? 0) > 0 || (m.away?.totalPoints ?? 0) > 0;
    return {
      week: weekOf(board.settings, m.matchupPeriodId),
      homeTeamExternalId: String(m.home.teamId),
      awayTeamExternalId: m.away ? String(m.away.teamId) : null,
      homeScore: played ? round2(m.home.totalPoints ?? 0) : null,
      awayScore: played && m.away ? round2(m.away.totalPoints ?? 0) : null,
      // Only the winners' bracket decides the title: consolation ladders (losers' and placement games) are not playoff
      // games.
      isPlayoff: m.playoffTierType === "WINNERS_BRACKET",
    };
  });
}

function pointsFor(entry: EspnEntry, week: number, source: 0 | 1): number | undefined {
  const stat = entry.playerPoolEntry?.player.stats?.find(
    (s) => s.scoringPeriodId === week && s.statSourceId === source,
  );
  if (stat?.appliedTotal != null) return round2(stat.appliedTotal);
  // A box score's pool entry total is that scoring period's actual points.
  return source === 0 && entry.playerPoolEntry?.appliedStatTotal != null
    ? round2(entry.playerPoolEntry.appliedStatTotal)
    : undefined;
}

// Rosters for `week`: box-score entries (with points) where the team plays, else the mRoster view.
export function espnRosterEntries(
  board: EspnBoardView,
  week: number,
  roster: EspnRosterView | null,
): Map<string, EspnEntry[]> {
  const byTeam = new Map<string, EspnEntry[]>();
  for (const m of board.schedule) {
    if (
      !board.settings.scheduleSettings.matchupPeriods?.[String(m.matchupPeriodId)]?.includes(week) &&
      m.matchupPeriodId !== week
    )
      continue;
    for (const side of [m.home, m.away]) {
      const entries = side?.rosterForCurrentScoringPeriod?.entries;
      if (side && entries && entries.length > 0) byTeam.set(String(side.teamId), entries);
    }
  }
  for (const team of roster?.teams ?? []) {
    if (!byTeam.has(String(team.id)) && team.roster) byTeam.set(String(team.id), team.roster.entries);
  }
  return byTeam;
}

export function espnRosterSlots(entriesByTeam: Map<string, EspnEntry[]>, week: number): NormalizedRosterSlot[] {
  const slots: NormalizedRosterSlot[] = [];
  for (const [teamExternalId, entries] of entriesByTeam) {
    for (const entry of entries) {
      const slot = ESPN_SLOTS[entry.lineupSlotId];
      if (!slot) continue;
      slots.push({
        teamExternalId,
        week,
        playerExternalId: String(entry.playerId),
        slot,
        isStarting: slot !== "BE" && slot !== "IR",
        actualPoints: pointsFor(entry, week, 0),
        projectedPoints: pointsFor(entry, week, 1),
        droppable: entry.playerPoolEntry?.player.droppable ?? undefined,
        tradeLocked: entry.playerPoolEntry?.tradeLocked ?? undefined,
      });
    }
  }
  return slots;
}

export function espnPlayers(entriesByTeam: Map<string, EspnEntry[]>): NormalizedPlayer[] {
  const players = new Map<string, NormalizedPlayer>();
  for (const entry of [...entriesByTeam.values()].flat()) {
    const p = entry.playerPoolEntry?.player;
    const position = p ? ESPN_POSITIONS[p.defaultPositionId] : undefined;
    if (!p || !position || players.has(String(p.id))) continue;
    const jersey = p.jersey ? Number(p.jersey) : undefined;
    const own = p.ownership;
    players.set(String(p.id), {
      externalId: String(p.id),
      ids: { espn: String(p.id) },
      fullName: p.fullName,
      position,
      nflTeam: ESPN_PRO_TEAMS[p.proTeamId ?? 0] ?? null,
      jersey: Number.isFinite(jersey) ? jersey : undefined,
      imageUrl: espnHeadshot(p.id),
      injuryStatus: p.injuryStatus ?? entry.injuryStatus ?? undefined,
      eligibleSlots: [...new Set((p.eligibleSlots ?? []).flatMap((id) => ESPN_SLOTS[id] ?? []))],
      ownership: own
        ? {
            percentOwned: own.percentOwned ?? undefined,
            percentStarted: own.percentStarted ?? undefined,
            percentChange: own.percentChange ?? undefined,
            averageDraftPosition: own.averageDraftPosition ?? undefined,
            auctionValue: own.auctionValueAverage ?? undefined,
            auctionValueChange: own.auctionValueAverageChange ?? undefined,
          }
        : undefined,
    });
  }
  return [...players.values()];
}

export interface EspnLeagueData {
  team: EspnTeamView;
  board: EspnBoardView;
  roster: EspnRosterView | null;
  activity?: EspnActivityView | null; // optional: the league still imports when the activity feed is unavailable
}

export function parseEspnLeague({ team, board, roster, activity }: EspnLeagueData, week: number): NormalizedLeague {
  const final = team.status?.finalScoringPeriod ?? 17;
  const currentWeek =
    team.status?.isActive === false || team.scoringPeriodId == null ? null : Math.min(team.scoringPeriodId, final);
  const entries = espnRosterEntries(board, week, roster);
  return {
    provider: "espn",
    externalId: String(board.id),
    settings: espnSettings(board.settings, board.seasonId, currentWeek),
    teams: espnTeams(team),
    players: espnPlayers(entries),
    rosters: espnRosterSlots(entries, week),
    matchups: espnMatchups(board),
    transactions: activity
      ? espnTransactions(activity, {
          season: board.seasonId,
          faab: board.settings.acquisitionSettings?.isUsingAcquisitionBudget === true,
        })
      : [],
  };
}
