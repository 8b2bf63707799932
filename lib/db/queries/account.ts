import "server-only";
import { db } from "@/lib/db/client";
import { leagueRulesSelect } from "./league-shapes";
import { teamRecordSelect } from "./teams";
import { emailKeyOf } from "@/lib/db/queries/users";

// The signed-in user's own account: profile, email/password changes, export and deletion (/settings).

export async function getAccountProfile({ userId }: { userId: string }) {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      username: true,
      email: true,
      passwordHash: true,
      createdAt: true,
      accounts: { select: { provider: true } },
    },
  });
  if (!user) return null;
  return {
    username: user.username,
    email: user.email,
    hasPassword: user.passwordHash !== null,
    providers: user.accounts.map((a) => a.provider),
    createdAt: user.createdAt,
  };
}

/** "taken" when another account uses the address (case-insensitive). */
export async function changeEmail({ userId, email }: { userId: string; email: string }): Promise<"ok" | "taken"> {
  const emailKey = emailKeyOf(email);
  const other = await db.user.findFirst({ where: { emailKey, id: { not: userId } }, select: { id: true } });
  if (other) return "taken";
  try {
    await db.user.update({ where: { id: userId }, data: { email: email.trim(), emailKey } });
    return "ok";
  } catch (error) {
    // A concurrent change claimed the address between the check and the write (unique index).
    if ((error as { code?: string }).code === "P2002") return "taken";
    throw error;
  }
}

export async function getPasswordHash({ userId }: { userId: string }): Promise<string | null> {
  return (await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } }))?.passwordHash ?? null;
}

export async function setPasswordHash({ userId, passwordHash }: { userId: string; passwordHash: string }) {
  await db.user.update({ where: { id: userId }, data: { passwordHash } });
}

// Everything stored about the user, as plain data. Secrets never leave: no password hash, no provider
// credential ciphertext (only which credentials exist and when they expire), no OAuth account ids.
export async function exportUserData({ userId }: { userId: string }) {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      username: true,
      email: true,
      passwordHash: true,
      tosAcceptedAt: true,
      createdAt: true,
      accounts: { select: { provider: true, createdAt: true } },
      credentials: { select: { provider: true, label: true, expiresAt: true, updatedAt: true } },
      leagues: {
        select: {
          ...leagueRulesSelect,
          externalId: true,
          createdAt: true,
          teams: {
            select: {
              id: true,
              externalId: true,
              name: true,
              ownerName: true,
              ownerUserId: true,
              ...teamRecordSelect,
              faabBudget: true,
              faabSpent: true,
              rosterSlots: {
                select: {
                  week: true,
                  slot: true,
                  isStarting: true,
                  playerId: true,
                  projectedPoints: true,
                  actualPoints: true,
                },
              },
              briefs: { select: { week: true, result: true, generatedAt: true } },
            },
          },
          matchups: {
            select: {
              week: true,
              homeTeamId: true,
              awayTeamId: true,
              homeScore: true,
              awayScore: true,
              isPlayoff: true,
            },
          },
          transactions: {
            select: {
              type: true,
              status: true,
              week: true,
              teamIds: true,
              adds: true,
              drops: true,
              faabBid: true,
              occurredAt: true,
            },
          },
          analyses: { select: { playerId: true, week: true, result: true, model: true, generatedAt: true } },
        },
      },
      conversations: {
        select: {
          id: true,
          title: true,
          teamId: true,
          createdAt: true,
          updatedAt: true,
          messages: {
            select: { role: true, parts: true, model: true, createdAt: true },
            orderBy: { createdAt: "asc" },
          },
        },
      },
      notifications: { select: { kind: true, title: true, body: true, href: true, createdAt: true, readAt: true } },
    },
  });
  if (!user) return null;
  const { passwordHash, ...rest } = user;
  return { ...rest, hasPassword: passwordHash !== null };
}

// One statement, so one transaction: the user row goes and the foreign keys cascade to everything that is only
// theirs (OAuth links, credentials, leagues → teams, rosters, matchups, transactions, analyses, briefs; chats →
// messages; notifications). Shared rows (players, NFL data, news) stay. Returns false when nothing was deleted.
export async function deleteAccount({ userId }: { userId: string }): Promise<boolean> {
  const { count } = await db.user.deleteMany({ where: { id: userId } });
  return count === 1;
}
