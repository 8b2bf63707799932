import "server-only";
import { randomUUID } from "node:crypto";
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
      id: true,
      title: true,
      teamId: true,
      messages: {
        orderBy: { createdAt: "asc" },
        select: { id: true, role: true, parts: true, model: true, createdAt: true },
      },
    },
  });
}

/**
 * The user's conversation with this (client-chosen) id, created first when no one has it yet; null when the id
 * belongs to another user. The insert skips an existing row (ON CONFLICT DO NOTHING), so two first messages of
 * a new chat sent at once both land in the one conversation instead of racing into a unique-key error.
 */
export async function ensureConversation({
  id,
  userId,
  teamId,
  title,
}: {
  id: string;
  userId: string;
  teamId: string;
  title: string;
}) {
  await db.chatConversation.createMany({ data: [{ id, userId, teamId, title }], skipDuplicates: true });
  return getConversation({ id, userId });
}

/** A fresh message id, minted by the server: a client never chooses the key of a stored row. */
export const newChatMessageId = () => `msg_${randomUUID()}`;

/**
 * Appends a message to one of the user's conversations. Insert-only (never an upsert on an id) and scoped by
 * the owner in the same transaction: false when the conversation is not this user's or was deleted meanwhile.
 */
export async function appendChatMessage({
  userId,
  conversationId,
  id,
  role,
  parts,
  model,
}: {
  userId: string;
  conversationId: string;
  id: string;
  role: "user" | "assistant";
  parts: Prisma.InputJsonValue;
  model: string | null;
}): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.chatConversation.updateMany({
      where: { id: conversationId, userId },
      data: { updatedAt: new Date() },
    });
    if (count === 0) return false;
    await tx.chatMessage.create({ data: { id, conversationId, role, parts, model } });
    return true;
  });
}

export async function deleteConversation({ id, userId }: { id: string; userId: string }): Promise<boolean> {
  const { count } = await db.chatConversation.deleteMany({ where: { id, userId } });
  return count > 0;
}

/** User messages sent since `since`, for the per-user daily limit on paid models. */
export async function countUserMessagesSince({ userId, since }: { userId: string; since: Date }) {
  return db.chatMessage.count({ where: { role: "user", createdAt: { gte: since }, conversation: { userId } } });
}
