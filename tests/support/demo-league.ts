import { db } from "@/lib/db/client";
import { createTestUser, sessionCookieFor } from "@/tests/support/auth";
import { connectLeagues } from "@/lib/sync/connect-request";

export interface DemoLeagueFixture {
  userIds: string[];
  cookie: string; // the owner's session
  otherCookie: string; // a second user's session, for the "not your team → 404" cases
  teamId: string;
  leagueId: string;
}

// Needs only a migrated database: signs up an owner and a second user and connects the demo league for the owner
// through the leagues area's connect flow (the demo provider is deterministic and offline).
export async function connectDemoLeague(): Promise<DemoLeagueFixture> {
  const owner = await createTestUser();
  const other = await createTestUser();
  const [connected] = await connectLeagues(owner.id, { provider: "demo" });
  if (!connected?.teamId) throw new Error("demo connect returned no team");
  return {
    userIds: [owner.id, other.id],
    cookie: await sessionCookieFor(owner),
    otherCookie: await sessionCookieFor(other),
    teamId: connected.teamId,
    leagueId: connected.leagueId,
  };
}

export async function removeDemoLeague(fixture: DemoLeagueFixture | undefined) {
  if (fixture) await db.user.deleteMany({ where: { id: { in: fixture.userIds } } });
}
