import type { NormalizedMatchup, TeamRecord } from "@/lib/domain/league";

export interface StandingRow extends TeamRecord {
  teamExternalId: string;
}

// Standings from finished regular-season matchups: by win percentage (ties count half), then points for.
export function computeStandings(teamIds: string[], finals: NormalizedMatchup[]): StandingRow[] {
  const rows = new Map(
    teamIds.map((id) => [
      id,
      { teamExternalId: id, wins: 0, losses: 0, ties: 0, pointsFor: 0, pointsAgainst: 0, standing: 0 },
    ]),
  );
  for (const m of finals) {
    if (m.isPlayoff || m.awayTeamExternalId === null || m.homeScore === null || m.awayScore === null) continue;
    const home = rows.get(m.homeTeamExternalId);
    const away = rows.get(m.awayTeamExternalId);
    if (!home || !away) continue;
    home.pointsFor += m.homeScore;
    home.pointsAgainst += m.awayScore;
    away.pointsFor += m.awayScore;
    away.pointsAgainst += m.homeScore;
    if (m.homeScore > m.awayScore) {
      home.wins++;
      away.losses++;
    } else if (m.homeScore < m.awayScore) {
      away.wins++;
      home.losses++;
    } else {
      home.ties++;
      away.ties++;
    }
  }
  const pct = (r: StandingRow) => {
    const games = r.wins + r.losses + r.ties;
    return games === 0 ? 0 : (r.wins + r.ties / 2) / games;
  };
  const sorted = [...rows.values()]
    .map((r) => ({
      ...r,
      pointsFor: Math.round(r.pointsFor * 100) / 100,
      pointsAgainst: Math.round(r.pointsAgainst * 100) / 100,
    }))
    .sort((a, b) => pct(b) - pct(a) || b.pointsFor - a.pointsFor || a.teamExternalId.localeCompare(b.teamExternalId));
  return sorted.map((r, i) => ({ ...r, standing: i + 1 }));
}
