// Provider secrets at rest: the stored ESPN row — written by the same call the ESPN connect flow
// makes (lib/sync/connect-request.ts) — holds no plaintext cookie anywhere, opens only with this server's
// NEXTAUTH_SECRET, and refuses a tampered box.
import { db } from "@/lib/db/client";
import { createTestUser } from "@/tests/support/auth";
import { getCredential, upsertCredential } from "@/lib/db/queries/credentials";
import { openSecret, SecretBoxError } from "@/lib/crypto/secret-box";

const ESPN_S2 = "AEBxLs%2Bq3-espn-s2-cookie-value-that-must-never-be-stored-in-clear-1234567890";
const SWID = "{8F3C2B1A-1111-2222-3333-ABCDEFABCDEF}";

describe("stored ESPN credentials", () => {
  let userId = "";
  beforeAll(async () => {
    userId = (await createTestUser()).id;
  });
  afterAll(async () => {
    await db.user.deleteMany({ where: { id: userId } });
  });

  it("are encrypted at rest (AES-256-GCM box) and open only with the server's secret", async () => {
    const stored = await upsertCredential({
      userId,
      provider: "espn",
      label: "1234567",
      secret: { espnS2: ESPN_S2, swid: SWID },
    });

    // Every column of the raw row, as a database dump would show it.
    const rows = await db.$queryRaw<
      Record<string, unknown>[]
    >`SELECT * FROM "ProviderCredential" WHERE "id" = ${stored.id}`;
    expect(rows).toHaveLength(1);
    const dump = JSON.stringify(rows[0]);
    for (const fragment of [ESPN_S2, SWID, "espn-s2-cookie", "8F3C2B1A", encodeURIComponent(SWID)])
      expect(dump).not.toContain(fragment);
    const encrypted = String(rows[0]?.encrypted);
    expect(encrypted).toMatch(/^v1:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(Buffer.from(encrypted.split(":")[3] ?? "", "base64url").toString("latin1")).not.toContain("espn");

    // The app opens it; another secret cannot; a flipped byte is refused.
    expect((await getCredential({ credentialId: stored.id, userId }))?.secret).toEqual({ espnS2: ESPN_S2, swid: SWID });
    expect(() => openSecret(encrypted, "another-secret-another-secret-another")).toThrow(SecretBoxError);
    const parts = encrypted.split(":");
    const body = Buffer.from(parts[3] ?? "", "base64url");
    body[0] = (body[0] ?? 0) ^ 1;
    expect(() => openSecret([parts[0], parts[1], parts[2], body.toString("base64url")].join(":"))).toThrow(
      SecretBoxError,
    );

    // Sealing is randomised: the same cookies stored twice never give the same box.
    await upsertCredential({ userId, provider: "espn", label: "1234567", secret: { espnS2: ESPN_S2, swid: SWID } });
    const again = await db.providerCredential.findUniqueOrThrow({ where: { id: stored.id } });
    expect(again.encrypted).not.toBe(encrypted);
  });

  it("are never readable through another user's id", async () => {
    const stored = await upsertCredential({
      userId,
      provider: "espn",
      label: "7654321",
      secret: { espnS2: ESPN_S2, swid: SWID },
    });
    const other = await createTestUser();
    try {
      expect(await getCredential({ credentialId: stored.id, userId: other.id })).toBeNull();
    } finally {
      await db.user.deleteMany({ where: { id: other.id } });
    }
  });
});
