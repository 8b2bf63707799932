import { z } from "zod";

// Responses of the account, session, notification, sync and health routes.
const o = z.strictObject;

export const userResponseSchema = o({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  tosAccepted: z.boolean(),
});

export const notificationListSchema = o({
  items: z.array(
    o({
      id: z.string(),
      kind: z.string(),
      title: z.string(),
      body: z.string(),
      href: z.string().nullable(),
      createdAt: z.coerce.date().describe("ISO date-time"),
      readAt: z.coerce.date().nullable().describe("ISO date-time"),
    }),
  ),
  unread: z.number().int(),
});
export const markedSchema = o({ marked: z.number().int() });

export const leagueSyncResultSchema = o({
  syncedCount: z.number().int(),
  skippedCount: z.number().int(),
  failedCount: z.number().int(),
});
export const rosterSyncResultSchema = o({
  playersMatched: z.number().int(),
  playersMissing: z.array(z.string()).describe("platform player ids we could not match"),
});

export const healthSchema = z.union([
  o({
    ok: z.literal(true),
    database: z.literal("up"),
    migrations: o({
      shipped: z.number().int(),
      applied: z.number().int(),
      pending: z.array(z.string()),
      latest: z.string().nullable(),
    }),
    sources: z
      .array(
        o({
          source: z.string(),
          lastSuccessAt: z.string().nullable(),
          lastError: z.string().nullable(),
          lastErrorAt: z.string().nullable(),
          rows: z.number().int(),
          stale: z.boolean().describe("no success within two of the job's cadences (or its own limit)"),
        }),
      )
      .describe("live data sources (lib/ingest) that have run at least once"),
  }),
  o({ ok: z.literal(false), error: z.string(), message: z.string(), database: z.enum(["up", "down"]) }).loose(),
]);

export const okSchema = o({ ok: z.literal(true) });
export const passwordChangedSchema = o({ ok: z.literal(true), passwordSet: z.boolean() });
export const emailChangedSchema = o({ email: z.string() });
export const googleEnabledSchema = o({ enabled: z.boolean() });
