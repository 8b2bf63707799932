// Yahoo fantasy_content answers → our shapes. Pure: tests feed the recorded samples directly.
import type {
  LeagueSettings,
  LeagueSummary,
  NormalizedMatchup,
  NormalizedPlayer,
  NormalizedRosterSlot,
  NormalizedTeam,
  ScoringSettings,
  SlotCode,
  UnsupportedScoringRule,
} from "@/lib/domain/league";
import { collection, items, merge, num, obj, str, type YahooObject } from "@/lib/providers/yahoo/flatten";
import { YAHOO_SCORING, yahooInjury, yahooPosition, yahooSlot, yahooTeam } from "@/lib/providers/yahoo/maps";
import { bracketRounds, standardByes } from "@/lib/domain/bracket";
import { deadlineWeek } from "@/lib/nfl/season";

// Yahoo's FAAB budget is fixed at $100 per team.
export const YAHOO_FAAB_BUDGET = 100;

export function yahooLeagueSummaries(content: YahooObject): LeagueSummary[] {
  const summaries: LeagueSummary[] = [];
  for (const user of items(content.users, "user")) {
    for (const game of items(user.games, "game")) {
      if (str(game.code) !== "nfl") continue;
      for (const league of items(game.leagues, "league")) {
        summaries.push({
          provider: "yahoo",
          externalId: str(league.league_key) ?? "",
          season: num(league.season) ?? num(game.season) ?? 0,
          name: str(league.name) ?? "Yahoo league",
          teams: [],
        });
      }
    }
  }
  return summaries;
}

// league/{key}/teams → the picker's teams. The signed-in user's team says so (is_owned_by_current_login = 1, or a
// manager with is_current_login = "1").
export function yahooLeagueTeams(content: YahooObject): LeagueSummary["teams"] {
  return items(merge(content.league).teams, "team").map((t) => {
    const managers = collection(t.managers).map((m) => obj(obj(m).manager));
    const flag = (value: unknown) => value === 1 || value === true || str(value) === "1";
    const isMine = flag(t.is_owned_by_current_login) || managers.some((m) => flag(m.is_current_login));
    return {
      externalId: str(t.team_key) ?? "",
      name: str(t.name) ?? `Team ${str(t.team_id) ?? "?"}`,
      ownerName: str(managers[0]?.nickname) ?? undefined,
      isMine,
    };
  });
}

// stat_modifiers → our keys. A modifier with no key (or a second value for a key already set) is listed as
// unsupported under the name the league's stat_categories give it, never dropped.
function yahooScoring(settings: YahooObject): { scoring: ScoringSettings; unsupported: UnsupportedScoringRule[] } {
  const names = new Map<string, string>();
  for (const item of collection(obj(settings.stat_categories).stats)) {
    const stat = obj(obj(item).stat);
    names.set(str(stat.stat_id) ?? "", str(stat.name) ?? str(stat.display_name) ?? "");
  }
  const scoring: ScoringSettings = {};
  const unsupported: UnsupportedScoringRule[] = [];
  for (const item of collection(obj(settings.stat_modifiers).stats)) {
    const stat = obj(obj(item).stat);
    const id = str(stat.stat_id) ?? "";
    const value = num(stat.value);
    if (value === null || value === 0) continue;
    const keys = YAHOO_SCORING[id] ?? [];
    let counted = keys.length > 0;
    for (const key of keys) {
      if (scoring[key] === undefined) scoring[key] = value;
      else if (scoring[key] !== value) counted = false;
    }
    if (!counted) unsupported.push({ key: `yahoo:${id}`, label: names.get(id) || `Yahoo stat ${id}`, points: value });
  }
  return { scoring, unsupported };
}

// league → [metadata, {settings: [settingsObject]}]
export function yahooSettings(content: YahooObject, currentWeek: number | null): LeagueSettings {
  const league = merge(content.league);
  const settings = merge(league.settings);
  const slots: SlotCode[] = [];
  for (const item of collection(settings.roster_positions)) {
    const rp = obj(obj(item).roster_position);
    const slot = yahooSlot(str(rp.position));
    for (let i = 0; slot && i < (num(rp.count) ?? 0); i++) slots.push(slot);
  }
  // Starters first, then bench and IR, whatever order the league lists them in.
  slots.sort(
    (a, b) =>
      Number(a === "BE" || a === "IR") - Number(b === "BE" || b === "IR") || Number(a === "IR") - Number(b === "IR"),
  );
  const { scoring, unsupported } = yahooScoring(settings);
  const faab = str(settings.uses_faab) === "1" || settings.uses_faab === true;
  const playoffTeams = num(settings.num_playoff_teams) ?? 0;
  return {
    name: str(league.name) ?? "Yahoo league",
    season: num(league.season) ?? 0,
    scoring,
    unsupportedScoring: unsupported,
    // Yahoo plays every playoff round in one week.
    playoffRoundWeeks: Array.from({ length: bracketRounds(playoffTeams) }, () => 1),
    rosterSlots: slots,
    waiverType: faab ? "FAAB" : "ROLLING",
    faabBudget: faab ? YAHOO_FAAB_BUDGET : null,
    waiverRun: null, // Yahoo's waiver-time settings are not in our recordings: not shown rather than guessed
    playoffTeams,
    playoffStartWeek: num(settings.playoff_start_week) ?? 15,
    playoffByes: standardByes(playoffTeams),
    tiebreaker: "points_for",
    medianGame: str(settings.uses_median_score) === "1",
    divisions: collection(obj(settings.divisions).division ?? settings.divisions).length,
    currentWeek: currentWeek ?? num(league.current_week),
    // Yahoo's last trade day, a calendar date (noon Eastern of that day places it in its NFL week).
    tradeDeadlineWeek: str(settings.trade_end_date)
      ? deadlineWeek(new Date(`${str(settings.trade_end_date)}T17:00:00Z`), num(league.season) ?? 0)
      : null,
  };
}

export function yahooTeams(content: YahooObject): NormalizedTeam[] {
  const league = merge(content.league);
  const standings = merge(league.standings);
  return items(standings.teams, "team").map((t): NormalizedTeam => {
    const st = obj(t.team_standings);
    const totals = obj(st.outcome_totals);
    const manager = obj(obj(collection(t.managers)[0]).manager);
    const logo = obj(obj(collection(t.team_logos)[0]).team_logo);
    const balance = num(t.faab_balance);
    return {
      externalId: str(t.team_key) ?? "",
      name: str(t.name) ?? `Team ${str(t.team_id) ?? "?"}`,
      ownerName: str(manager.nickname) ?? undefined,
      ownerExternalId: str(manager.guid) ?? undefined,
      logoUrl: str(logo.url) ?? undefined,
      wins: num(totals.wins) ?? 0,
      losses: num(totals.losses) ?? 0,
      ties: num(totals.ties) ?? 0,
      pointsFor: num(st.points_for) ?? num(obj(t.team_points).total) ?? 0,
      pointsAgainst: num(st.points_against) ?? 0,
      standing: num(st.rank) ?? 0,
      division: num(t.division_id) ?? undefined,
      faabSpent: balance === null ? 0 : Math.max(0, YAHOO_FAAB_BUDGET - balance),
      waiverPriority: num(t.waiver_priority) ?? undefined,
    };
  });
}

export function yahooMatchups(content: YahooObject): NormalizedMatchup[] {
  const scoreboard = obj(merge(content.league).scoreboard);
  const matchups = obj(scoreboard["0"]).matchups;
  return collection(matchups).map((m) => {
    const matchup = obj(obj(m).matchup);
    const teams = items(obj(matchup["0"]).teams, "team");
    const score = (t: YahooObject | undefined) => (t ? num(obj(t.team_points).total) : null);
    const upcoming = str(matchup.status) === "preevent";
    return {
      week: num(matchup.week) ?? num(scoreboard.week) ?? 0,
      homeTeamExternalId: str(teams[0]?.team_key) ?? "",
      awayTeamExternalId: str(teams[1]?.team_key),
      homeScore: upcoming ? null : score(teams[0]),
      awayScore: upcoming ? null : score(teams[1]),
      // A consolation-bracket game is played in the playoff weeks but is not a playoff game.
      isPlayoff:
        (str(matchup.is_playoffs) === "1" || matchup.is_playoffs === 1) &&
        !(str(matchup.is_consolation) === "1" || matchup.is_consolation === 1),
    };
  });
}

export function yahooRoster(
  content: YahooObject,
  week: number,
): { teamExternalId: string; slots: NormalizedRosterSlot[]; players: NormalizedPlayer[] } {
  const team = merge(content.team);
  const teamExternalId = str(team.team_key) ?? "";
  const players = items(obj(obj(team.roster)["0"]).players, "player");
  const slots: NormalizedRosterSlot[] = [];
  const normalized: NormalizedPlayer[] = [];
  for (const p of players) {
    const id = str(p.player_id) ?? "";
    const selected = merge(p.selected_position);
    const slot = yahooSlot(str(selected.position));
    const position = yahooPosition(str(p.primary_position) ?? str(p.display_position));
    if (slot) {
      slots.push({
        teamExternalId,
        week,
        playerExternalId: id,
        slot,
        isStarting: slot !== "BE" && slot !== "IR",
        actualPoints: num(obj(p.player_points).total) ?? undefined,
        droppable: str(p.is_undroppable) === null ? undefined : str(p.is_undroppable) !== "1",
      });
    }
    if (!position) continue;
    const name = obj(p.name);
    const jersey = num(p.uniform_number);
    normalized.push({
      externalId: id,
      ids: { yahoo: id },
      fullName: str(name.full) ?? id,
      position,
      nflTeam: yahooTeam(str(p.editorial_team_abbr)),
      jersey: jersey ?? undefined,
      imageUrl: str(obj(p.headshot).url) ?? undefined,
      injuryStatus: yahooInjury(str(p.status)),
      eligibleSlots: [
        ...new Set(collection(p.eligible_positions).flatMap((e) => yahooSlot(str(obj(e).position)) ?? [])),
      ],
    });
  }
  return { teamExternalId, slots, players: normalized };
}
