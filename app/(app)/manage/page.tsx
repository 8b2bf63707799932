import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { NoLeagues } from "@/components/layout/no-leagues";
import { BeforeLockQueue, BeforeLockQueueSkeleton } from "@/components/manage/before-lock-queue";
import { TeamCard } from "@/components/manage/team-card";
import { getSessionUser } from "@/lib/auth/session";
import { beforeLockQueue } from "@/lib/league-model/manage/before-lock";
import { managedTeams, userTeams } from "@/lib/league-model/manage/teams";
import type { TeamWithLeagueRow } from "@/lib/db/queries/teams";

export const metadata: Metadata = {
  title: "Manage",
  description:
    "Every team you manage, across leagues and platforms: what to fix before lock, record, playoff odds, " +
    "this week's matchup and sync status.",
};

export default async function ManagePage() {
  const user = await getSessionUser();
  if (!user) redirect("/auth");
  const rows = await userTeams(user.id);
  if (rows.length === 0) return <NoLeagues />;
  const teams = await managedTeams({ teams: rows });
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Manage</h1>
        <p className="text-sm text-muted-foreground">Teams, waivers and trades across all your leagues.</p>
      </header>
      {/* Streams in after the cards: it prices every team's lineup. */}
      <Suspense fallback={<BeforeLockQueueSkeleton />}>
        <Queue teams={rows} />
      </Suspense>
      <div className="grid gap-4 lg:grid-cols-2">
        {teams.map((team) => (
          <TeamCard key={team.id} team={team} />
        ))}
      </div>
    </div>
  );
}

// A queue that cannot be priced must not take the team cards down with it.
async function Queue({ teams }: { teams: TeamWithLeagueRow[] }) {
  const items = await beforeLockQueue({ teams }).catch((error: unknown) => {
    console.error("[manage] before-lock queue failed", error);
    return null;
  });
  return <BeforeLockQueue items={items} />;
}
