// "the Niners TE", "the Bengals WR1", "the Bills RB", "Detroit's WR2": a player named by his NFL team and position,
// as managers often do. Written as that team's player at the position (the most prominent for "TE" or "WR1", the
// second for "WR2"), so that everything after reads a name.

import { POSITION_NAME, positionWord } from "@/lib/ai/analyst/nlu/positions";

/** The team's player at a position, by rank (1 = the most prominent); null when it has none that far down. */
export interface RoleLookup {
  at(team: string, position: string, rank: number): string | null;
}

const TEAM_CODES: Record<string, string> = {
  cardinals: "ARI",
  arizona: "ARI",
  falcons: "ATL",
  atlanta: "ATL",
  ravens: "BAL",
  baltimore: "BAL",
  bills: "BUF",
  buffalo: "BUF",
  panthers: "CAR",
  carolina: "CAR",
  bears: "CHI",
  chicago: "CHI",
  bengals: "CIN",
  cincinnati: "CIN",
  cincy: "CIN",
  browns: "CLE",
  cleveland: "CLE",
  cowboys: "DAL",
  dallas: "DAL",
  broncos: "DEN",
  denver: "DEN",
  lions: "DET",
  detroit: "DET",
  packers: "GB",
  pack: "GB",
  texans: "HOU",
  houston: "HOU",
  colts: "IND",
  indy: "IND",
  jaguars: "JAX",
  jags: "JAX",
  chiefs: "KC",
  raiders: "LV",
  chargers: "LAC",
  bolts: "LAC",
  rams: "LA",
  dolphins: "MIA",
  fins: "MIA",
  phins: "MIA",
  miami: "MIA",
  vikings: "MIN",
  vikes: "MIN",
  minnesota: "MIN",
  patriots: "NE",
  pats: "NE",
  saints: "NO",
  giants: "NYG",
  jets: "NYJ",
  eagles: "PHI",
  philly: "PHI",
  steelers: "PIT",
  pittsburgh: "PIT",
  seahawks: "SEA",
  hawks: "SEA",
  seattle: "SEA",
  niners: "SF",
  "49ers": "SF",
  bucs: "TB",
  buccaneers: "TB",
  titans: "TEN",
  tennessee: "TEN",
  commanders: "WAS",
  commies: "WAS",
};

// "the Niners TE", "the Bengals WR1", "Detroit's WR2", "the Giants rookie RB", "the Fins running back", "Detroit's lead
// back".
// (Positions in any of their words; `positionWord` reads them.)
const ROLE = new RegExp(
  `\\b(?:the\\s+)?(${Object.keys(TEAM_CODES).join("|")})(?:['’]s?)?\\s+` +
    "(?:rookie\\s+|starting\\s+|top\\s+|lead\\s+|no\\.?\\s*1\\s+)?" +
    // ("Detroit's lead back", "the Dolphins' back": a back alone is the running back.)
    `(${POSITION_NAME}|back)(?:\\s?([1-3]))?\\b`,
  "gi",
);

/**
 * The question with each player named by team and position written as his name (unchanged when none is). A league
 * team's own name is left alone: "Red Zone Raiders QB" asks about that team's quarterback.
 */
export function rolesAsNames(text: string, roles: RoleLookup, leagueTeams: readonly string[] = []): string {
  const lower = text.toLowerCase();
  const inLeagueName = (at: number) =>
    leagueTeams.some((name) => {
      const n = name.toLowerCase();
      for (let i = lower.indexOf(n); i >= 0; i = lower.indexOf(n, i + 1)) if (at >= i && at < i + n.length) return true;
      return false;
    });
  return text.replace(ROLE, (whole, team: string, position: string, rank: string | undefined, offset: number) => {
    if (inLeagueName(offset + whole.toLowerCase().indexOf(team.toLowerCase()))) return whole;
    // "Giants WR Malik Nabers": a role before a name describes that player.
    if (/^\s+[A-Z][A-Za-z'’.-]+\s+[A-Z]/.test(text.slice(offset + whole.length))) return whole;
    const code = TEAM_CODES[team.toLowerCase()];
    const spot = positionWord(position);
    return (code && spot && roles.at(code, spot, rank ? Number(rank) : 1)) || whole;
  });
}

/** A role lookup over players with their NFL team and position, ranked by prominence. */
export function roleLookup<P extends { fullName: string; team: string | null; position: string }>(
  players: readonly P[],
  prominence: (p: P) => number,
): RoleLookup {
  const byRole = new Map<string, P[]>();
  for (const p of players) {
    if (!p.team) continue;
    const key = `${p.team}:${p.position}`;
    byRole.set(key, [...(byRole.get(key) ?? []), p]);
  }
  for (const list of byRole.values()) list.sort((a, b) => prominence(b) - prominence(a));
  return { at: (team, position, rank) => byRole.get(`${team}:${position}`)?.[rank - 1]?.fullName ?? null };
}
