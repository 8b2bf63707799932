import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { NoLeagues } from "@/components/layout/no-leagues";
import { TeamCard } from "@/components/manage/team-card";
import { getSessionUser } from "@/lib/auth/session";
import { footballNow } from "@/lib/clock";
import { managedTeams } from "@/lib/manage/teams";

export const metadata: Metadata = { title: "Manage", description: "Every team you manage, across leagues and platforms: record, playoff odds, this week's matchup and sync status." };

export default async function ManagePage() {
  const user = await getSessionUser();
  if (!user) redirect("/auth");
  const teams = await managedTeams({ userId: user.id, now: footballNow() });
  if (teams.length === 0) return <NoLeagues />;
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Manage</h1>
        <p className="text-sm text-muted-foreground">Teams, waivers and trades across all your leagues.</p>
      </header>
      <div className="grid gap-4 lg:grid-cols-2">
        {teams.map((team) => (
          <TeamCard key={team.id} team={team} />
        ))}
      </div>
    </div>
  );
}
