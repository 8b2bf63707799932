import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";

// GM Chat conversations. Every read and delete filters on the owner in the where clause.
export async function listConversations({ userId, limit }: { userId: string; limit: number }) {
  return db.chatConversation.findMany({
    where: { userId },
    orderBy: { updatedAt: "desc" },
    take: limit,
    select: { id: true, title: true, teamId: true, updatedAt: true },
  });
}

export async function getConversation({ id, userId }: { id: string; userId: string }) {
  return db.chatConversation.findFirst({
    where: { id, userId },
    select: {
      id: true, title: true, teamId: true,
      messages: { orderBy: { createdAt: "asc" }, select: { id: true, role: true, parts: true, model: true, createdAt: true } },
    },
  });
}

/** True when a conversation with this id exists for anyone (ids are chosen by the client). */
export async function conversationExists({ id }: { id: string }) {
  return (await db.chatConversation.count({ where: { id } })) > 0;
}

export async function createConversation({ id, userId, teamId, title }: { id: string; userId: string; teamId: string; title: string }) {
  return db.chatConversation.create({ data: { id, userId, teamId, title }, select: { id: true } });
}

export async function saveChatMessage({ conversationId, id, role, parts, model }: {
  conversationId: string; id: string; role: "user" | "assistant"; parts: Prisma.InputJsonValue; model: string | null;
}) {
  await db.$transaction([
    db.chatMessage.upsert({ where: { id }, create: { id, conversationId, role, parts, model }, update: { parts, model } }),
    db.chatConversation.update({ where: { id: conversationId }, data: { updatedAt: new Date() } }),
  ]);
}

export async function deleteConversation({ id, userId }: { id: string; userId: string }): Promise<boolean> {
  const { count } = await db.chatConversation.deleteMany({ where: { id, userId } });
  return count > 0;
}

/** User messages sent since `since`, for the per-user daily limit on paid models. */
export async function countUserMessagesSince({ userId, since }: { userId: string; since: Date }) {
  return db.chatMessage.count({ where: { role: "user", createdAt: { gte: since }, conversation: { userId } } });
}
