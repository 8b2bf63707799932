import type {
  Position,
  SlotCode,
  NormalizedLeague,
  NormalizedMatchup,
  NormalizedPlayer,
  NormalizedRosterSlot,
  NormalizedTeam,
} from "@/lib/domain/league";
import { isByeWeek, missedGame, teamInWeek } from "@/lib/nfl";
import { resolveWeek } from "@/lib/rules/current-week";
import { DEMO_EXTERNAL_ID, DEMO_SEASON, DEMO_TEAMS, REGULAR_SEASON_WEEKS, demoSettings } from "./config";
import { demoDraft, type DraftedPlayer } from "./draft";
import { chooseLineup, startersScore, viewPlayerWeek, type WeekPhase } from "./lineups";
import { roundRobin } from "@/lib/engine/schedule";
import { computeStandings } from "./standings";

export const LAST_FANTASY_WEEK = 17;

// Hosts list a player who has missed his team's last four games (the NFL's shortest injured-reserve stint) on
// injured reserve, a season-long status: the demo does the same from the games already played, so such a player
// projects 0 for the rest of the season, as on a real host, until he plays again.
const IR_AFTER_MISSED = 4;
function gamesMissedInARow(p: DraftedPlayer, week: number): number {
  let missed = 0;
  for (let w = week; w >= 1; w--) {
    const team = teamInWeek(p, DEMO_SEASON, w);
    if (team && isByeWeek(team, DEMO_SEASON, w)) continue;
    if (!missedGame({ ...p, season: DEMO_SEASON, week: w })) break;
    missed++;
  }
  return missed;
}

const phaseOf = (week: number, cw: number): WeekPhase => (week < cw ? "final" : week === cw ? "live" : "scheduled");

// The demo league as of `now`: the real 2025 season replayed — weeks before the current football week are final,
// the current week is live per the clock, later weeks are scheduled.
export function buildDemoLeague(now: Date): NormalizedLeague {
  const cw = resolveWeek({ season: DEMO_SEASON }, now).week;
  const drafted = demoDraft();
  const teamIds = DEMO_TEAMS.map((_, i) => String(i + 1));

  const rosters: NormalizedRosterSlot[] = [];
  const lineups = new Map<string, NormalizedRosterSlot[]>(); // `${week}:${team}`
  for (let week = 1; week <= LAST_FANTASY_WEEK; week++) {
    const phase = phaseOf(week, cw);
    for (const team of teamIds) {
      const views = drafted.filter((p) => p.teamExternalId === team).map((p) => viewPlayerWeek(p, week, phase, now));
      const slots = chooseLineup(views, team, week);
      lineups.set(`${week}:${team}`, slots);
      rosters.push(...slots);
    }
  }
  const score = (week: number, team: string) =>
    phaseOf(week, cw) === "scheduled" ? null : startersScore(lineups.get(`${week}:${team}`) ?? []);

  const matchups: NormalizedMatchup[] = roundRobin(
    teamIds,
    Array.from({ length: REGULAR_SEASON_WEEKS }, (_, i) => i + 1),
  ).map((m) => ({
    week: m.week,
    homeTeamExternalId: m.home,
    awayTeamExternalId: m.away,
    homeScore: score(m.week, m.home),
    awayScore: score(m.week, m.away),
    isPlayoff: false,
  }));
  const standings = computeStandings(
    teamIds,
    matchups.filter((m) => m.week < cw),
  );
  matchups.push(
    ...playoffMatchups(
      standings.map((s) => s.teamExternalId),
      cw,
      score,
    ),
  );

  const teams: NormalizedTeam[] = standings.map((s) => {
    const meta = DEMO_TEAMS[Number(s.teamExternalId) - 1]!;
    const { teamExternalId, ...record } = s;
    return {
      ...record,
      externalId: teamExternalId,
      name: meta.name,
      abbrev: meta.abbrev,
      ownerName: meta.ownerName,
      ownerExternalId: `demo-manager-${s.teamExternalId}`,
      faabSpent: 0,
      waiverPriority: 13 - s.standing,
    };
  });

  const players: NormalizedPlayer[] = drafted.map((p) => {
    const now = viewPlayerWeek(p, cw, phaseOf(cw, cw), new Date(0));
    return {
      externalId: p.key,
      ids: { ...(p.gsisId ? { gsis: p.gsisId } : {}), ...(p.nflcomId ? { nflcom: p.nflcomId } : {}) },
      fullName: p.fullName,
      position: p.position,
      nflTeam: teamInWeek(p, DEMO_SEASON, cw),
      injuryStatus: !now.out ? "ACTIVE" : gamesMissedInARow(p, cw) >= IR_AFTER_MISSED ? "INJURY_RESERVE" : "OUT",
      eligibleSlots: eligibleSlots(p.position),
      ownership: { averageDraftPosition: p.adp, percentOwned: 100 },
    };
  });

  return {
    provider: "demo",
    externalId: DEMO_EXTERNAL_ID,
    settings: demoSettings(cw),
    teams,
    players,
    rosters,
    matchups,
    transactions: [],
  };
}

// Six-team bracket from week 15: seeds 1–2 rest (a bye row), 3v6 and 4v5; winners meet the top seeds in week 16,
// the final is week 17. A round appears once the previous one is final.
function playoffMatchups(
  seeds: string[],
  cw: number,
  score: (week: number, team: string) => number | null,
): NormalizedMatchup[] {
  if (cw <= REGULAR_SEASON_WEEKS) return [];
  const [s1, s2, s3, s4, s5, s6] = seeds;
  if (!s1 || !s2 || !s3 || !s4 || !s5 || !s6) return [];
  const game = (week: number, home: string, away: string | null): NormalizedMatchup => ({
    week,
    homeTeamExternalId: home,
    awayTeamExternalId: away,
    homeScore: score(week, home),
    awayScore: away ? score(week, away) : null,
    isPlayoff: true,
  });
  const winner = (m: NormalizedMatchup) =>
    (m.homeScore ?? 0) >= (m.awayScore ?? 0) ? m.homeTeamExternalId : m.awayTeamExternalId!;
  const w15 = [game(15, s1, null), game(15, s2, null), game(15, s3, s6), game(15, s4, s5)];
  if (cw <= 15) return w15;
  const [a, b] = [winner(w15[2]!), winner(w15[3]!)].sort((x, y) => seeds.indexOf(x) - seeds.indexOf(y));
  const w16 = [game(16, s1, b!), game(16, s2, a!)];
  if (cw <= 16) return [...w15, ...w16];
  return [...w15, ...w16, game(17, winner(w16[0]!), winner(w16[1]!))];
}

function eligibleSlots(position: Position): SlotCode[] {
  const own: SlotCode = position === "DST" ? "D/ST" : position;
  return position === "QB" || position === "K" ? [own, "BE", "IR"] : [own, "FLEX", "BE", "IR"];
}
