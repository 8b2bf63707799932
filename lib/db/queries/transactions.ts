import "server-only";
import { db } from "@/lib/db/client";

// The league's trades among its synced transactions. Callers pass a league they checked for ownership.
export async function listLeagueTrades({ leagueId, limit }: { leagueId: string; limit: number }) {
  return db.leagueTransaction.findMany({
    where: { leagueId, type: "trade" },
    orderBy: { occurredAt: "desc" },
    take: limit,
    select: { id: true, week: true, status: true, teamIds: true, adds: true, drops: true, occurredAt: true },
  });
}
