import { FIRST_WEEK, seasonWeeks } from "./season";

// What a season's schedule must look like before it is stored over the last good one: every regular-season week
// has games, every team plays every week but one (its bye) and never twice in a week. A partial answer (a week
// missing, a team short of games) would otherwise wipe games or invent byes.
export interface ScheduleGame {
  week: number;
  homeTeam: string;
  awayTeam: string;
}

/** Why the schedule cannot be stored (plain words), or null when it is a whole season. */
export function scheduleProblem(season: number, games: ScheduleGame[]): string | null {
  const weeks = seasonWeeks(season);
  const weeksOf = new Map<string, number[]>();
  const gamesInWeek = new Map<number, number>();
  for (const g of games) {
    if (g.week < FIRST_WEEK || g.week > weeks) return `a game in week ${g.week}, outside weeks 1–${weeks}`;
    gamesInWeek.set(g.week, (gamesInWeek.get(g.week) ?? 0) + 1);
    for (const team of [g.homeTeam, g.awayTeam]) weeksOf.set(team, [...(weeksOf.get(team) ?? []), g.week]);
  }
  const empty = Array.from({ length: weeks }, (_, i) => i + 1).filter((w) => !gamesInWeek.has(w));
  if (empty.length > 0) return `no games in week ${empty.join(", ")}`;
  for (const [team, played] of [...weeksOf].sort(([a], [b]) => a.localeCompare(b))) {
    if (new Set(played).size !== played.length) return `${team} plays twice in one week`;
    if (played.length !== weeks - 1)
      return `${team} plays ${played.length} games (a season has ${weeks - 1} and one bye)`;
  }
  return null;
}
