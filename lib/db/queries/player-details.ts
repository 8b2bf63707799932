import "server-only";
import { db } from "@/lib/db/client";

// A player and, when one of the league's teams rosters him this season, that latest roster slot
// (droppable / trade-locked flags come from the platform per slot).
export async function getPlayerForCard({ playerId, leagueId }: { playerId: string; leagueId: string }) {
  const player = await db.player.findUnique({ where: { id: playerId } });
  if (!player) return null;
  const slot = await db.rosterSlot.findFirst({
    where: { playerId, team: { leagueId } },
    orderBy: { week: "desc" },
    select: { droppable: true, tradeLocked: true, slot: true, week: true, projectedPoints: true, actualPoints: true },
  });
  return { player, slot };
}
