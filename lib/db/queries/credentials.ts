import "server-only";
import { db } from "@/lib/db/client";
import { openSecret, sealSecret } from "@/lib/crypto/secret-box";

// Provider secrets (ESPN cookies, Yahoo tokens): sealed with AES-256-GCM before they reach the database and
// opened only in memory for a provider call. Never returned by an API.

export async function upsertCredential(args: {
  userId: string;
  provider: "espn" | "yahoo";
  label: string;
  secret: unknown;
  expiresAt?: Date | null;
}) {
  const encrypted = sealSecret(args.secret);
  return db.providerCredential.upsert({
    where: { userId_provider_label: { userId: args.userId, provider: args.provider, label: args.label } },
    create: {
      userId: args.userId,
      provider: args.provider,
      label: args.label,
      encrypted,
      expiresAt: args.expiresAt ?? null,
    },
    update: { encrypted, expiresAt: args.expiresAt ?? null },
    select: { id: true, provider: true, label: true, expiresAt: true },
  });
}

// Replaces the sealed secret of one of the user's credentials (Yahoo tokens refreshed during a provider call).
export async function updateCredentialSecret({
  credentialId,
  userId,
  secret,
  expiresAt,
}: {
  credentialId: string;
  userId: string;
  secret: unknown;
  expiresAt?: Date | null;
}) {
  const { count } = await db.providerCredential.updateMany({
    where: { id: credentialId, userId },
    data: { encrypted: sealSecret(secret), expiresAt: expiresAt ?? null },
  });
  return count > 0;
}

// The opened secret of one of the user's credentials, or null when it is not theirs.
export async function getCredential<T = unknown>({ credentialId, userId }: { credentialId: string; userId: string }) {
  const row = await db.providerCredential.findFirst({ where: { id: credentialId, userId } });
  if (!row) return null;
  return {
    id: row.id,
    provider: row.provider,
    label: row.label,
    expiresAt: row.expiresAt,
    secret: openSecret<T>(row.encrypted),
  };
}

// The user's most recently updated credential for a provider (Yahoo: one sign-in covers all their leagues).
export async function findLatestCredential({ userId, provider }: { userId: string; provider: string }) {
  return db.providerCredential.findFirst({
    where: { userId, provider },
    orderBy: { updatedAt: "desc" },
    select: { id: true, provider: true, label: true, expiresAt: true },
  });
}
