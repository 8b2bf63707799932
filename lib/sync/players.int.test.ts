import { db } from "@/lib/db/client";
import { upsertPlayersTx } from "@/lib/db/queries/players";
import type { NormalizedPlayer } from "@/lib/domain/league";

// The canonical Player table across platforms: a player another platform created is matched on a shared id,
// gains the new platform's id and takes its fields (the batched update in upsertPlayersTx).
const tag = `t${Date.now()}`;
const base: NormalizedPlayer = {
  externalId: `${tag}-s1`,
  ids: { gsis: `${tag}-g1`, sleeper: `${tag}-s1` },
  fullName: "Test Runner",
  position: "RB",
  nflTeam: "KC",
};

afterAll(async () => {
  await db.player.deleteMany({ where: { gsisId: { startsWith: tag } } });
  await db.$disconnect();
});

test("a second platform's player updates the shared row and adds only its new id", async () => {
  const first = await db.$transaction((tx) =>
    upsertPlayersTx(tx, [
      base,
      { ...base, externalId: `${tag}-s2`, ids: { gsis: `${tag}-g2` }, fullName: "Other Guy" },
    ]),
  );
  const id = first.get(base.externalId)!;
  const before = await db.player.findUniqueOrThrow({ where: { id } });

  const espn: NormalizedPlayer = {
    externalId: `${tag}-e1`,
    ids: { gsis: `${tag}-g1`, espn: `${tag}-e1`, sleeper: `${tag}-other` },
    fullName: "Test Runner Jr.",
    position: "RB",
    nflTeam: "BUF",
    jersey: 21,
    injuryStatus: "QUESTIONABLE",
    eligibleSlots: ["RB", "FLEX"],
    ownership: { percentOwned: 55.5, averageDraftPosition: 12.25 },
  };
  const second = await db.$transaction((tx) => upsertPlayersTx(tx, [espn]));
  expect(second.get(espn.externalId)).toBe(id);

  const row = await db.player.findUniqueOrThrow({ where: { id } });
  expect(row).toMatchObject({
    gsisId: `${tag}-g1`,
    sleeperId: `${tag}-s1`,
    espnId: `${tag}-e1`,
    fullName: "Test Runner Jr.",
    nflTeam: "BUF",
    jersey: 21,
    injuryStatus: "QUESTIONABLE",
    eligibleSlots: ["RB", "FLEX"],
    percentOwned: 55.5,
    averageDraftPosition: 12.25,
    percentStarted: null,
    imageUrl: null,
  });
  expect(row.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
  expect(Math.abs(row.updatedAt.getTime() - Date.now())).toBeLessThan(60_000);
  // The untouched player stays as it was.
  expect(await db.player.findUniqueOrThrow({ where: { id: first.get(`${tag}-s2`)! } })).toMatchObject({
    fullName: "Other Guy",
    espnId: null,
  });
});
