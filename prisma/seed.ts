// Seeds the embedded database on every start (idempotent, a few seconds): the football calendar, the NFL
// schedule, and the demo account (demo / demo1234) with the demo league connected and synced.
import { createRequire } from "node:module";

// `server-only` guards Next bundles against client imports; this is a plain Node script, so satisfy it here.
const localRequire = createRequire(__filename);
localRequire.cache[localRequire.resolve("server-only")] = { exports: {} } as NodeJS.Module;

async function main() {
  const started = Date.now();
  const { footballNow } = await import("@/lib/clock");
  const { upsertSeasonConfigs, replaceNflGames } = await import("@/lib/db/queries/nfl");
  const { ensureDemoUser } = await import("@/prisma/seed-demo-user");
  const { connectLeague } = await import("@/lib/sync/connect");
  const { syncLeague } = await import("@/lib/sync/sync-league");
  const { findLeagueForUser } = await import("@/lib/db/queries/leagues");
  const { demoConnectRequest } = await import("@/lib/sync/connect-request");
  const { demoProvider } = await import("@/lib/providers/demo");
  const { db } = await import("@/lib/db/client");

  await upsertSeasonConfigs();
  await replaceNflGames({ now: footballNow({ provider: "demo" }) });
  const userId = await ensureDemoUser();
  const demo = demoConnectRequest(userId);
  const existing = await findLeagueForUser({
    userId,
    provider: demo.provider,
    externalId: demo.externalId,
    season: demo.season,
  });
  if (existing) {
    const outcome = await syncLeague(existing.id, { provider: demoProvider });
    if (!outcome.ok) throw new Error(`Demo league sync failed: ${outcome.message}`);
  } else {
    await connectLeague(demo, demoProvider);
  }
  console.log(
    `[seed] demo account "demo" with the demo league ready in ${Date.now() - started} ` +
      `ms (demo clock ${footballNow({ provider: "demo" }).toISOString()})`,
  );
  await db.$disconnect();
}

main().catch((error: unknown) => {
  console.error("[seed] failed", error);
  process.exit(1);
});
