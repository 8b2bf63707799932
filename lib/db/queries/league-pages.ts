import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";

// Reads behind /matchups, /standings, /schedule and /analytics. Ownership is in every where clause.

const teamRowSelect = {
  id: true,
  name: true,
  abbrev: true,
  ownerName: true,
  logoUrl: true,
  wins: true,
  losses: true,
  ties: true,
  pointsFor: true,
  pointsAgainst: true,
  standing: true,
  division: true,
  ownerUserId: true,
} satisfies Prisma.TeamSelect;
export type LeagueTeamRow = Prisma.TeamGetPayload<{ select: typeof teamRowSelect }>;

export async function getLeagueTeamRows({ leagueId }: { leagueId: string }): Promise<LeagueTeamRow[]> {
  return db.team.findMany({
    where: { leagueId },
    select: teamRowSelect,
    orderBy: [{ standing: "asc" }, { name: "asc" }],
  });
}
