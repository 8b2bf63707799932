import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { Bot } from "lucide-react";
import { ConnectedLeagues } from "@/components/leagues/connected-leagues";
import type { ConnectedLeagueItem } from "@/components/leagues/types";
import { AppearanceSection } from "@/components/settings/appearance-section";
import { DataSection } from "@/components/settings/data-section";
import { DataSourcesSection } from "@/components/settings/data-sources-section";
import { ProfileSection } from "@/components/settings/profile-section";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { chooseModel, ANALYST_LABEL } from "@/lib/ai/providers";
import { getSessionUser } from "@/lib/auth/session";
import { getAccountProfile } from "@/lib/db/queries/account";
import { listLeaguesForUser } from "@/lib/db/queries/leagues";
import { sourceOverview } from "@/lib/ingest/status";
import { footballNow } from "@/lib/clock";

export const metadata: Metadata = {
  title: "Settings",
  description: "Profile, appearance, connected leagues, AI model, data sources and your data.",
};

export default async function SettingsPage() {
  const user = await getSessionUser();
  if (!user) redirect("/auth");
  const now = new Date();
  const [profile, leagues, sources] = await Promise.all([
    getAccountProfile({ userId: user.id }),
    listLeaguesForUser({ userId: user.id }),
    sourceOverview(now),
  ]);
  if (!profile) notFound();
  const model = chooseModel().label;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
        <p className="text-sm text-muted-foreground">Signed in as {profile.username}.</p>
      </div>
      <ProfileSection username={profile.username} email={profile.email} hasPassword={profile.hasPassword} />
      <AppearanceSection />
      {/* Sync status, last error in plain words, renew help and Disconnect: the leagues area's own card. */}
      <ConnectedLeagues initialLeagues={JSON.parse(JSON.stringify(leagues)) as ConnectedLeagueItem[]} />
      <Card id="ai">
        <CardHeader>
          <CardTitle>AI</CardTitle>
          <CardDescription>
            Which model answers in GM Chat and writes analyses (set by the server&apos;s configuration).
          </CardDescription>
        </CardHeader>
        <CardContent className="flex items-center gap-3">
          <Bot className="size-5 text-primary" aria-hidden />
          <div>
            <p className="font-medium">{model}</p>
            <p className="text-sm text-muted-foreground">
              {model === ANALYST_LABEL
                ? "Answers come from the engine's numbers; no data leaves this server."
                : `If it is unavailable, ${ANALYST_LABEL} answers instead.`}
            </p>
          </div>
        </CardContent>
      </Card>
      <DataSourcesSection
        sources={sources}
        now={now}
        demoClock={leagues.some((l) => l.provider === "demo") ? footballNow({ provider: "demo" }).toISOString() : null}
      />
      <DataSection username={profile.username} />
    </div>
  );
}
