// The user's team list, league list and owned league: what the stored rows say, one read shared by concurrent
// callers, and never older than a write to the user's leagues that finished before the read was asked for.
import { db } from "@/lib/db/client";
import {
  deleteLeagueForUser,
  getOwnedLeague,
  listLeaguesForUser,
  recordSyncError,
  syncWarningsOf,
} from "@/lib/db/queries/leagues";
import { listTeamsForUser } from "@/lib/db/queries/teams";
import { connectDemoLeague, removeDemoLeague, type DemoLeagueFixture } from "@/tests/support/demo-league";

let fixture: DemoLeagueFixture | undefined;
afterEach(async () => {
  jest.restoreAllMocks();
  await removeDemoLeague(fixture);
  fixture = undefined;
});

const ownerOf = (f: DemoLeagueFixture) => f.userIds[0] ?? "";

/**
 * Starts `read` with its database read held: the rows are read at once, but handed over only on `release()`, so
 * the read is in flight across whatever the test writes meanwhile. Resolves once the rows are in.
 */
async function startHeldRead<T>(read: () => Promise<T>): Promise<{ answer: Promise<T>; release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let rowsIn: Promise<unknown> = Promise.resolve();
  const hold = <Q extends (...args: never[]) => PromiseLike<unknown>>(query: Q) =>
    ((...args: Parameters<Q>) => {
      const rows = Promise.resolve(query(...args)); // a Prisma query runs once it is awaited
      rowsIn = rows;
      return released.then(() => rows);
    }) as unknown as Q;
  jest.spyOn(db, "$queryRaw").mockImplementationOnce(hold(db.$queryRaw.bind(db)));
  jest.spyOn(db.league, "findFirst").mockImplementationOnce(hold(db.league.findFirst.bind(db.league)));
  const answer = read();
  await rowsIn;
  return { answer, release };
}

describe("listTeamsForUser", () => {
  it("answers the user's team with its league as stored, and nothing to another user", async () => {
    fixture = await connectDemoLeague();
    const team = await db.team.findUniqueOrThrow({ where: { id: fixture.teamId }, include: { league: true } });
    expect(await listTeamsForUser({ userId: ownerOf(fixture) })).toEqual([
      {
        id: team.id,
        externalId: team.externalId,
        name: team.name,
        abbrev: team.abbrev,
        logoUrl: team.logoUrl,
        wins: team.wins,
        losses: team.losses,
        ties: team.ties,
        pointsFor: team.pointsFor,
        pointsAgainst: team.pointsAgainst,
        standing: team.standing,
        playoffOdds: null,
        faabBudget: team.faabBudget ?? team.league.faabBudget,
        faabSpent: team.faabSpent,
        league: {
          id: team.league.id,
          name: team.league.name,
          provider: team.league.provider,
          season: team.league.season,
          currentWeek: team.league.currentWeek,
          lastSyncedAt: team.league.lastSyncedAt,
          waiverSettings: { type: team.league.waiverType },
          unsupportedScoring: team.league.unsupportedScoring,
        },
      },
    ]);
    expect(await listTeamsForUser({ userId: fixture.userIds[1] ?? "" })).toEqual([]);
  });

  it("concurrent lists of one user share one read", async () => {
    fixture = await connectDemoLeague();
    const userId = ownerOf(fixture);
    const reads = jest.spyOn(db, "$queryRaw");
    const lists = await Promise.all(Array.from({ length: 20 }, () => listTeamsForUser({ userId })));
    expect(reads).toHaveBeenCalledTimes(1);
    expect(lists.every((list) => list.length === 1 && list[0]?.id === fixture?.teamId)).toBe(true);
  });

  it("a list asked for after a disconnect has none of its teams, even with an earlier read in flight", async () => {
    fixture = await connectDemoLeague();
    const userId = ownerOf(fixture);
    const earlier = await startHeldRead(() => listTeamsForUser({ userId }));
    expect(await deleteLeagueForUser({ leagueId: fixture.leagueId, userId })).toBe(true);
    const later = listTeamsForUser({ userId });
    earlier.release();
    expect((await earlier.answer).map((team) => team.id)).toEqual([fixture.teamId]);
    expect(await later).toEqual([]);
  });
});

describe("getOwnedLeague", () => {
  it("a league asked for after a sync error shows it, even with an earlier read in flight", async () => {
    fixture = await connectDemoLeague();
    const userId = ownerOf(fixture);
    const leagueId = fixture.leagueId;
    const earlier = await startHeldRead(() => getOwnedLeague({ leagueId, userId }));
    await recordSyncError({ leagueId, kind: "network", message: "The host did not answer" });
    const later = getOwnedLeague({ leagueId, userId });
    earlier.release();
    expect((await earlier.answer)?.syncError).toBeNull();
    expect((await later)?.syncError).toBe("The host did not answer");
    expect(await getOwnedLeague({ leagueId, userId: fixture.userIds[1] ?? "" })).toBeNull();
  });
});

describe("listLeaguesForUser", () => {
  it("answers the league with its counts, the user's team and the host's rules as stored", async () => {
    fixture = await connectDemoLeague();
    const league = await db.league.findUniqueOrThrow({
      where: { id: fixture.leagueId },
      include: { teams: { select: { id: true } }, matchups: { where: { isPlayoff: false }, select: { week: true } } },
    });
    const myTeam = await db.team.findUniqueOrThrow({ where: { id: fixture.teamId }, select: { id: true, name: true } });
    const [listed] = await listLeaguesForUser({ userId: ownerOf(fixture) });
    expect(listed).toEqual({
      id: league.id,
      provider: league.provider,
      externalId: league.externalId,
      season: league.season,
      name: league.name,
      lastSyncedAt: league.lastSyncedAt,
      syncError: null,
      syncErrorKind: null,
      createdAt: league.createdAt,
      myTeam,
      teamCount: league.teams.length,
      unsupportedScoring: league.unsupportedScoring,
      syncWarnings: syncWarningsOf(league.settings),
      hostRules: {
        playoffTeams: league.playoffTeams,
        playoffStartWeek: league.playoffStartWeek,
        playoffRoundWeeks: league.playoffRoundWeeks,
        consolationGames: league.matchups.filter((m) => m.week >= league.playoffStartWeek).length,
        tradeDeadlineWeek: league.tradeDeadlineWeek,
      },
    });
    expect(listed?.teamCount).toBeGreaterThan(1);
    expect(await listLeaguesForUser({ userId: fixture.userIds[1] ?? "" })).toEqual([]);
  });

  it("a list asked for after a sync error shows it, even with an earlier read in flight", async () => {
    fixture = await connectDemoLeague();
    const userId = ownerOf(fixture);
    const earlier = await startHeldRead(() => listLeaguesForUser({ userId }));
    await recordSyncError({ leagueId: fixture.leagueId, kind: "network", message: "The host did not answer" });
    const later = listLeaguesForUser({ userId });
    earlier.release();
    expect((await earlier.answer)[0]?.syncError).toBeNull();
    expect((await later)[0]?.syncError).toBe("The host did not answer");
  });
});
