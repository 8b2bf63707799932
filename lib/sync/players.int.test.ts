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
  await db.player.deleteMany({ where: { OR: [{ gsisId: { startsWith: tag } }, { fullName: { contains: tag } }] } });
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

// Yahoo sends only its own ids: its players meet the rows the other sources made through name and position.
describe("a player with no shared id", () => {
  const sleeper = (n: number, fullName: string, position: NormalizedPlayer["position"], nflTeam: string) => ({
    externalId: `${tag}-n${n}`,
    ids: { sleeper: `${tag}-n${n}` },
    fullName,
    position,
    nflTeam,
  });
  const yahoo = (n: number, fullName: string, position: NormalizedPlayer["position"], nflTeam: string | null) => ({
    externalId: `${tag}-y${n}`,
    ids: { yahoo: `${tag}-y${n}` },
    fullName,
    position,
    nflTeam,
  });
  const upsert = (players: NormalizedPlayer[]) => db.$transaction((tx) => upsertPlayersTx(tx, players));

  test("is the one row of his name and position, which gains his id; a suffix or accent does not matter", async () => {
    const made = await upsert([sleeper(1, `Zed${tag} Quíll`, "WR", "DET")]);
    const matched = await upsert([yahoo(1, `Zed${tag} Quill Jr.`, "WR", "DET")]);
    expect(matched.get(`${tag}-y1`)).toBe(made.get(`${tag}-n1`));
    const row = await db.player.findUniqueOrThrow({ where: { id: made.get(`${tag}-n1`)! } });
    expect(row).toMatchObject({ sleeperId: `${tag}-n1`, yahooId: `${tag}-y1` });
    // The next sync finds him by the id he now carries.
    expect((await upsert([yahoo(1, `Zed${tag} Quill`, "WR", "DET")])).get(`${tag}-y1`)).toBe(row.id);
  });

  test("of two rows with his name, the one on his NFL team; with no team to tell, a new player", async () => {
    const made = await upsert([sleeper(2, `Ames${tag} Ward`, "RB", "KC"), sleeper(3, `Ames${tag} Ward`, "RB", "NYG")]);
    const byTeam = await upsert([yahoo(2, `Ames${tag} Ward`, "RB", "NYG")]);
    expect(byTeam.get(`${tag}-y2`)).toBe(made.get(`${tag}-n3`));
    const unsure = await upsert([yahoo(3, `Ames${tag} Ward`, "RB", null)]);
    expect([made.get(`${tag}-n2`), made.get(`${tag}-n3`)]).not.toContain(unsure.get(`${tag}-y3`));
  });

  test("of one person split over two rows on one team, the row with more ids", async () => {
    const made = await upsert([
      {
        externalId: `${tag}-e7`,
        ids: { espn: `${tag}-e7` },
        fullName: `Cy${tag} Hart`,
        position: "QB",
        nflTeam: "MIA",
      },
      { ...sleeper(7, `Cy${tag} Hart`, "QB", "MIA"), ids: { sleeper: `${tag}-n7`, gsis: `${tag}-g7` } },
    ]);
    const matched = await upsert([yahoo(7, `Cy${tag} Hart`, "QB", "MIA")]);
    expect(matched.get(`${tag}-y7`)).toBe(made.get(`${tag}-n7`));
  });

  test("of one person split over two rows, the one this season's weekly data is on, whatever its ids", async () => {
    const made = await upsert([
      { ...sleeper(8, `Di${tag} Roe`, "WR", "GB"), ids: { sleeper: `${tag}-n8`, gsis: `${tag}-g8` } },
      { externalId: `${tag}-e8`, ids: { espn: `${tag}-e8` }, fullName: `Di${tag} Roe`, position: "WR", nflTeam: "GB" },
    ]);
    const live = made.get(`${tag}-e8`)!;
    await db.playerWeek.create({ data: { playerId: live, season: 2026, week: 12, team: "GB" } });
    const matched = await upsert([yahoo(8, `Di${tag} Roe`, "WR", "GB")]);
    expect(matched.get(`${tag}-y8`)).toBe(live);
  });

  test("in one batch, each player meets the row of his own position and team, a suffix on either side", async () => {
    const made = await upsert([
      sleeper(10, `Jo${tag} Allen`, "QB", "BUF"),
      sleeper(11, `Jo${tag} Allen`, "TE", "JAX"),
      sleeper(12, `Jo${tag} Allen`, "TE", "NYG"),
      sleeper(13, `Ken${tag} Walker III`, "RB", "SEA"),
    ]);
    const matched = await upsert([
      yahoo(12, `Jo${tag} Allen`, "TE", "NYG"),
      yahoo(10, `Jo${tag} Allen`, "QB", "BUF"),
      yahoo(11, `Jo${tag} Allen`, "TE", "JAX"),
      yahoo(13, `Ken${tag} Walker`, "RB", "SEA"),
      yahoo(14, `Jo${tag} Allen`, "WR", "BUF"),
    ]);
    for (const n of [10, 11, 12, 13]) expect(matched.get(`${tag}-y${n}`)).toBe(made.get(`${tag}-n${n}`));
    expect([...made.values()]).not.toContain(matched.get(`${tag}-y14`));
  });

  test("is never a row of another position, nor one that already carries another id of that host", async () => {
    const made = await upsert([sleeper(4, `Bo${tag} Lund`, "TE", "SEA")]);
    const otherPosition = await upsert([yahoo(4, `Bo${tag} Lund`, "QB", "SEA")]);
    expect(otherPosition.get(`${tag}-y4`)).not.toBe(made.get(`${tag}-n4`));
    await upsert([yahoo(5, `Bo${tag} Lund`, "TE", "SEA")]); // the TE gains Yahoo id y5
    const second = await upsert([yahoo(6, `Bo${tag} Lund`, "TE", "SEA")]);
    expect(second.get(`${tag}-y6`)).not.toBe(made.get(`${tag}-n4`));
  });
});
