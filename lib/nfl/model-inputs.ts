// Pre-game context for the projection model from the bundled NFL data (lib/engine/projection-model.ts):
// usage shares in the player's earlier games this season, the implied team total and home/away from the
// week's Vegas lines, and the opponent's points allowed to the position before this week. Callers pass the
// result as `features` to the engine's playerDistribution; anything unknown stays undefined/null and the
// model leans on the source projection.
import type { Position } from "@/lib/domain/league";
import { buildOpponentIndex, impliedTeamTotal, type AllowedLine } from "@/lib/engine/opponent-index";
import type { PlayerWeekFeatures } from "@/lib/engine/types";
import { nflStore, type ActualWeek } from "./player-data";
import { gameForTeam } from "./schedule";

interface SeasonIndex {
  teamCarries: Map<string, number>; // `${week}|${team}`
  opponent: ReturnType<typeof buildOpponentIndex>;
}
const seasons = new Map<number, SeasonIndex>();

function seasonIndex(season: number): SeasonIndex {
  const hit = seasons.get(season);
  if (hit) return hit;
  const s = nflStore();
  const teamCarries = new Map<string, number>();
  const lines: AllowedLine[] = [];
  for (const [gsis, weeks] of s.nflverseByPlayer) {
    const position = s.meta.get(gsis)?.position;
    for (const a of weeks) {
      if (a.season !== season) continue;
      teamCarries.set(`${a.week}|${a.team}`, (teamCarries.get(`${a.week}|${a.team}`) ?? 0) + (a.stats.rush_att ?? 0));
      const g = gameForTeam(a.team, season, a.week);
      if (g && position)
        lines.push({
          week: a.week,
          defense: g.homeTeam === a.team ? g.awayTeam : g.homeTeam,
          position,
          points: a.ptsPpr,
        });
    }
  }
  const index = { teamCarries, opponent: buildOpponentIndex(lines) };
  seasons.set(season, index);
  return index;
}

/** Model features for a player-week (GSIS id); `team` = his NFL team that week (null = unknown). */
export function modelInputs({
  gsisId,
  position,
  team,
  season,
  week,
}: {
  gsisId: string | null;
  position: Position;
  team: string | null;
  season: number;
  week: number;
}): PlayerWeekFeatures {
  const idx = seasonIndex(season);
  const prior: ActualWeek[] = gsisId
    ? (nflStore().nflverseByPlayer.get(gsisId) ?? [])
        .filter((a) => a.season === season && a.week < week)
        .sort((a, b) => a.week - b.week)
    : [];
  const g = team ? gameForTeam(team, season, week) : null;
  const home = g ? g.homeTeam === team : null;
  return {
    recentTargetShare: prior.map((a) => a.targetShare ?? 0),
    recentCarryShare: prior.map((a) => {
      const t = idx.teamCarries.get(`${a.week}|${a.team}`) ?? 0;
      return t > 0 ? (a.stats.rush_att ?? 0) / t : 0;
    }),
    recentAirYardsShare: prior.map((a) => a.airYardsShare ?? 0),
    impliedTeamTotal: g && home !== null ? impliedTeamTotal(g.spreadLine, g.totalLine, home) : null,
    opponentAllowedIndex: g ? idx.opponent(home ? g.awayTeam : g.homeTeam, position, week) : null,
    home,
  };
}
