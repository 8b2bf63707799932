import "server-only";
import { db } from "@/lib/db/client";

export interface NewNotification {
  userId: string;
  leagueId: string | null;
  teamId: string | null;
  playerId: string | null;
  kind: "injury" | "news" | "bye" | "lineup_hole" | "transaction";
  title: string;
  body: string;
  href: string | null;
  dedupeKey: string;
}

/** Inserts alerts not seen before (userId + dedupeKey is unique); returns how many were new. */
export async function createNotifications(rows: NewNotification[]): Promise<number> {
  if (rows.length === 0) return 0;
  return (await db.notification.createMany({ data: rows, skipDuplicates: true })).count;
}

interface NotificationItem {
  id: string;
  kind: string;
  title: string;
  body: string;
  href: string | null;
  createdAt: Date;
  readAt: Date | null;
}

/** The user's latest alerts and their unread count, in one statement (every signed-in page polls it). */
export async function listNotifications({ userId, limit }: { userId: string; limit: number }) {
  const rows = await db.$queryRaw<(NotificationItem & { unread: number })[]>`
    SELECT n."id", n."kind", n."title", n."body", n."href", n."createdAt", n."readAt",
           (SELECT count(*)::int FROM "Notification" u WHERE u."userId" = ${userId} AND u."readAt" IS NULL) AS "unread"
    FROM "Notification" n
    WHERE n."userId" = ${userId}
    ORDER BY n."createdAt" DESC
    LIMIT ${limit}::int`;
  // No row at all means the user has no alert, so none unread either.
  const items = rows.map(({ id, kind, title, body, href, createdAt, readAt }) => ({
    id,
    kind,
    title,
    body,
    href,
    createdAt,
    readAt,
  }));
  return { items, unread: rows[0]?.unread ?? 0 };
}

/** Marks the given ids (or every unread one) read; ids of other users are simply not matched. */
export async function markNotificationsRead({
  userId,
  ids,
  now,
}: {
  userId: string;
  ids: string[] | "all";
  now: Date;
}) {
  const where = ids === "all" ? { userId, readAt: null } : { userId, id: { in: ids }, readAt: null };
  return (await db.notification.updateMany({ where, data: { readAt: now } })).count;
}

// What a sync's alerts are built from: the user's team in the league, its roster this week, the league's recent
// transactions and high-impact news about the team's players.
export async function notificationSources({
  leagueId,
  userId,
  week,
  since,
}: {
  leagueId: string;
  userId: string;
  week: number;
  since: Date;
}) {
  const team = await db.team.findFirst({
    where: { leagueId, ownerUserId: userId, league: { userId } },
    select: { id: true, name: true, league: { select: { name: true, season: true } } },
  });
  if (!team) return null;
  const latest = await db.rosterSlot.findFirst({
    where: { teamId: team.id, week: { lte: week } },
    orderBy: { week: "desc" },
    select: { week: true },
  });
  const slots = latest
    ? await db.rosterSlot.findMany({
        where: { teamId: team.id, week: latest.week },
        select: {
          id: true,
          slot: true,
          isStarting: true,
          player: {
            select: {
              id: true,
              fullName: true,
              nflTeam: true,
              injuryStatus: true,
              gsisId: true,
              nflcomId: true,
              espnId: true,
            },
          },
        },
      })
    : [];
  const playerIds = slots.flatMap((s) => (s.player ? [s.player.id] : []));
  const [transactions, news] = await Promise.all([
    db.leagueTransaction.findMany({
      where: { leagueId, occurredAt: { gte: since }, status: { in: ["complete", "successful"] } },
      orderBy: { occurredAt: "desc" },
      take: 20,
    }),
    playerIds.length
      ? db.newsItem.findMany({
          where: { playerId: { in: playerIds }, impact: "high", publishedAt: { gte: since } },
          take: 20,
          select: { id: true, headline: true, playerId: true },
        })
      : Promise.resolve([]),
  ]);
  const teamNames = new Map(
    (await db.team.findMany({ where: { leagueId }, select: { externalId: true, name: true } })).map((t) => [
      t.externalId,
      t.name,
    ]),
  );
  return { team, slots, transactions, news, teamNames };
}
