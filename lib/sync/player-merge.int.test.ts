import { db } from "@/lib/db/client";
import { storedPlayerWeeks } from "@/lib/db/queries/ingest";
import { listPlayerNews } from "@/lib/db/queries/news";
import { getPlayer, getPlayerForCard, upsertPlayersTx } from "@/lib/db/queries/players";
import { getRosterSlots } from "@/lib/db/queries/rosters";
import type { NormalizedPlayer } from "@/lib/domain/league";
import { createTestUser } from "@/tests/support/auth";

// One person stored twice on a server that also holds the demo league: the demo's row (GSIS and NFL.com ids,
// rostered in the demo league) and the live season's (ESPN and Sleeper ids, rostered in a live league). A provider
// player whose ids span both rows proves they are one person: the sync merges them into one row.
const tag = `m${Date.now()}`;
const upsert = (players: NormalizedPlayer[]) => db.$transaction((tx) => upsertPlayersTx(tx, players));
const days = (n: number) => new Date(Date.UTC(2026, 10, n));

afterAll(async () => {
  await db.user.deleteMany({ where: { username: { startsWith: tag } } });
  await db.player.deleteMany({ where: { fullName: { contains: tag } } });
  await db.$disconnect();
});

async function leagueWithTeam(userId: string, provider: string) {
  const league = await db.league.create({
    data: {
      userId,
      provider,
      externalId: `${tag}-${provider}`,
      season: 2026,
      name: `${provider} league`,
      scoring: {},
      rosterSlots: ["WR"],
      waiverType: "FAAB",
      playoffTeams: 4,
      playoffStartWeek: 15,
    },
  });
  const team = await db.team.create({ data: { leagueId: league.id, externalId: "1", name: `${provider} team` } });
  return { league, team };
}

const week = (playerId: string, season: number, n: number, ptsPpr: number) => ({
  playerId,
  season,
  week: n,
  team: "LV",
  stats: { rec_yd: ptsPpr * 10 },
  ptsPpr,
});

test("a provider player whose ids span two rows merges them into one, with everything that named either", async () => {
  const user = await createTestUser({ username: `${tag}_owner` });
  const name = `Tre${tag} Tucker`;
  const person = { fullName: name, position: "WR" as const, nflTeam: "LV" };
  const made = await upsert([
    { ...person, externalId: `${tag}-demo`, ids: { gsis: `${tag}-g`, nflcom: `${tag}-n` } },
    { ...person, externalId: `${tag}-live`, ids: { espn: `${tag}-e`, sleeper: `${tag}-s`, yahoo: `${tag}-y` } },
  ]);
  const demo = made.get(`${tag}-demo`)!;
  const live = made.get(`${tag}-live`)!;
  expect(demo).not.toBe(live);

  const demoLeague = await leagueWithTeam(user.id, "demo");
  const liveLeague = await leagueWithTeam(user.id, "sleeper");
  await db.rosterSlot.createMany({
    data: [
      { teamId: demoLeague.team.id, week: 12, playerId: demo, slot: "WR", isStarting: true },
      { teamId: liveLeague.team.id, week: 12, playerId: live, slot: "WR", isStarting: true },
    ],
  });
  // Week 12 is on both rows: the kept row's line stays.
  await db.playerWeek.createMany({
    data: [week(demo, 2026, 11, 8), week(demo, 2026, 12, 20), week(live, 2026, 12, 5), week(live, 2025, 17, 3)],
  });
  await db.newsItem.create({
    data: { playerId: demo, headline: `${tag} news`, summary: "", source: "test", publishedAt: days(20) },
  });
  // An analysis of one league and week on both rows: the newest stays.
  await db.playerAnalysis.createMany({
    data: [
      {
        playerId: demo,
        leagueId: liveLeague.league.id,
        week: 12,
        result: { by: "demo" },
        model: "m",
        generatedAt: days(21),
      },
      {
        playerId: live,
        leagueId: liveLeague.league.id,
        week: 12,
        result: { by: "live" },
        model: "m",
        generatedAt: days(20),
      },
    ],
  });
  const alert = (playerId: string, dedupeKey: string, createdAt: Date) => ({
    userId: user.id,
    playerId,
    kind: "injury",
    title: dedupeKey,
    body: "",
    href: `/player/${playerId}`,
    dedupeKey,
    createdAt,
  });
  await db.notification.createMany({
    data: [
      alert(demo, `injury:${demo}:OUT`, days(19)),
      alert(live, `injury:${live}:OUT`, days(22)),
      alert(demo, `bye:${demo}:2026:13`, days(19)),
    ],
  });
  await db.leagueTransaction.create({
    data: {
      leagueId: demoLeague.league.id,
      externalId: `${tag}-tx`,
      type: "waiver",
      status: "complete",
      teamIds: ["1"],
      adds: { [demo]: "1" },
      drops: {},
      occurredAt: days(18),
    },
  });
  // Caches derived from the demo roster, and from the live one.
  await db.aiBrief.createMany({
    data: [
      { teamId: demoLeague.team.id, week: 12, result: {}, generatedAt: new Date() },
      { teamId: liveLeague.team.id, week: 12, result: {}, generatedAt: new Date() },
    ],
  });
  await db.pricedMove.createMany({
    data: [
      { leagueId: demoLeague.league.id, state: "12:a", move: "odds", result: {} },
      { leagueId: liveLeague.league.id, state: "12:b", move: "odds", result: {} },
    ],
  });

  // Sleeper's player carries his ESPN, Yahoo and GSIS ids: the live row's and the demo row's.
  const sleeper: NormalizedPlayer = {
    ...person,
    externalId: `${tag}-s`,
    ids: { sleeper: `${tag}-s`, espn: `${tag}-e`, yahoo: `${tag}-y`, gsis: `${tag}-g` },
    injuryStatus: "QUESTIONABLE",
  };
  const synced = await upsert([sleeper]);
  // The newest season's weekly data is on both; the live row has more ids and is kept.
  expect(synced.get(sleeper.externalId)).toBe(live);

  const rows = await db.player.findMany({ where: { fullName: name } });
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    id: live,
    gsisId: `${tag}-g`,
    nflcomId: `${tag}-n`,
    espnId: `${tag}-e`,
    sleeperId: `${tag}-s`,
    yahooId: `${tag}-y`,
    injuryStatus: "QUESTIONABLE",
  });
  expect(await getPlayer({ playerId: demo })).toBeNull();

  // The pages' reads: the player card in either league, both rosters, his weeks by the ids lib/nfl looks up, news.
  const card = await getPlayerForCard({ playerId: live, leagueId: demoLeague.league.id });
  expect(card?.slot).toMatchObject({ week: 12, slot: "WR" });
  expect(card?.player).toMatchObject({ gsisId: `${tag}-g`, espnId: `${tag}-e` });
  expect((await getPlayerForCard({ playerId: live, leagueId: liveLeague.league.id }))?.slot?.week).toBe(12);
  for (const { team } of [demoLeague, liveLeague])
    expect((await getRosterSlots({ teamId: team.id, week: 12 })).slots.map((s) => s.player?.id)).toEqual([live]);
  const weeks = (await storedPlayerWeeks([])).filter((w) => w.fullName === name);
  expect(weeks.map((w) => [w.season, w.week, w.stats?.rec_yd, w.gsisId, w.espnId]).sort()).toEqual([
    [2025, 17, 30, `${tag}-g`, `${tag}-e`],
    [2026, 11, 80, `${tag}-g`, `${tag}-e`],
    [2026, 12, 50, `${tag}-g`, `${tag}-e`],
  ]);
  expect((await listPlayerNews({ playerId: live, limit: 5 })).map((n) => n.headline)).toEqual([`${tag} news`]);

  const analyses = await db.playerAnalysis.findMany({ where: { leagueId: liveLeague.league.id } });
  expect(analyses.map((a) => [a.playerId, a.result])).toEqual([[live, { by: "demo" }]]);
  const alerts = await db.notification.findMany({ where: { userId: user.id }, orderBy: { dedupeKey: "asc" } });
  expect(alerts.map((a) => [a.playerId, a.dedupeKey, a.href, a.createdAt])).toEqual([
    [live, `bye:${live}:2026:13`, `/player/${live}`, days(19)],
    [live, `injury:${live}:OUT`, `/player/${live}`, days(22)],
  ]);
  const tx = await db.leagueTransaction.findUniqueOrThrow({
    where: { leagueId_externalId: { leagueId: demoLeague.league.id, externalId: `${tag}-tx` } },
  });
  expect(tx.adds).toEqual({ [live]: "1" });
  expect(
    (await db.aiBrief.findMany({ where: { team: { league: { userId: user.id } } } })).map((b) => b.teamId),
  ).toEqual([liveLeague.team.id]);
  expect((await db.pricedMove.findMany({ where: { league: { userId: user.id } } })).map((m) => m.leagueId)).toEqual([
    liveLeague.league.id,
  ]);

  // A Yahoo league's player now meets the one row by his Yahoo id.
  const yahoo = await upsert([{ ...person, externalId: `${tag}-y`, ids: { yahoo: `${tag}-y` } }]);
  expect(yahoo.get(`${tag}-y`)).toBe(live);
});

test("rows whose ids contradict each other stay apart: a host mixed two people up", async () => {
  const made = await upsert([
    {
      externalId: `${tag}-a`,
      ids: { gsis: `${tag}-ga`, espn: `${tag}-ea` },
      fullName: `Al${tag} One`,
      position: "RB",
      nflTeam: "KC",
    },
    {
      externalId: `${tag}-b`,
      ids: { gsis: `${tag}-gb`, sleeper: `${tag}-sb` },
      fullName: `Al${tag} Two`,
      position: "RB",
      nflTeam: "KC",
    },
  ]);
  const mixed = await upsert([
    {
      externalId: `${tag}-sb`,
      ids: { sleeper: `${tag}-sb`, espn: `${tag}-ea` },
      fullName: `Al${tag} Two`,
      position: "RB",
      nflTeam: "KC",
    },
  ]);
  expect(made.get(`${tag}-b`)).toBe(mixed.get(`${tag}-sb`));
  expect(await db.player.count({ where: { id: { in: [made.get(`${tag}-a`)!, made.get(`${tag}-b`)!] } } })).toBe(2);
});
