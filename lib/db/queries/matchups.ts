import "server-only";
import { db } from "@/lib/db/client";

export async function getLeagueMatchups({ leagueId }: { leagueId: string }) {
  return db.matchup.findMany({ where: { leagueId }, orderBy: [{ week: "asc" }, { id: "asc" }] });
}

export async function getTeamMatchup({ leagueId, teamId, week }: { leagueId: string; teamId: string; week: number }) {
  return db.matchup.findFirst({
    where: { leagueId, week, OR: [{ homeTeamId: teamId }, { awayTeamId: teamId }] },
    include: { homeTeam: { select: { id: true, name: true } }, awayTeam: { select: { id: true, name: true } } },
  });
}
