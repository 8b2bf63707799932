import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { env } from "@/env";
import { footballNow } from "@/lib/clock";
import { getSessionUser } from "@/lib/auth/session";
import { listLeaguesForUser } from "@/lib/db/queries/leagues";
import { seasonFor } from "@/lib/nfl/season";
import { ConnectLeagues } from "@/components/leagues/connect-leagues";
import type { ConnectedLeagueItem } from "@/components/leagues/types";

export const metadata: Metadata = { title: "Connect Leagues" };

export default async function ConnectPage({
  searchParams,
}: {
  searchParams: Promise<{ provider?: string | string[] }>;
}) {
  const { provider } = await searchParams;
  const user = await getSessionUser();
  if (!user) redirect("/auth");
  const leagues = await listLeaguesForUser({ userId: user.id });
  return (
    <ConnectLeagues
      // Dates cross to the client component as ISO strings, as the API sends them.
      initialLeagues={JSON.parse(JSON.stringify(leagues)) as ConnectedLeagueItem[]}
      defaultSeason={seasonFor(footballNow(null))}
      yahooEnabled={env.yahooEnabled}
      // /connect?provider=espn (the extension opens it) starts on that platform's form.
      initialPlatform={provider === "espn" || provider === "yahoo" ? provider : "sleeper"}
    />
  );
}
