import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { cookies } from "next/headers";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { Headshot } from "@/components/player/headshot";
import { PlayerProfileTabs } from "@/components/players/player-profile-tabs";
import { Badge } from "@/components/ui/badge";
import { getSessionUser } from "@/lib/auth/session";
import { footballClocks, footballNow } from "@/lib/clock";
import { getOwnedLeague } from "@/lib/db/queries/leagues";
import { listTeamsForUser } from "@/lib/db/queries/teams";
import { SELECTED_TEAM_COOKIE } from "@/lib/domain/selected-team-cookie";
import { queryKeys } from "@/lib/query-keys";
import { resolveWeek } from "@/lib/rules/current-week";
import { showsInjuryBadge } from "@/lib/rules/injury";
import { newsOfPlayer } from "@/lib/league-model/news";
import { storedPlayerAnalysis } from "@/lib/league-model/player-analysis";
import { playerDetails } from "@/lib/league-model/player-details";
import { loadPlayer } from "./load-player";

type Props = {
  params: Promise<{ playerId: string }>;
  searchParams: Promise<{ league?: string | string[] }>;
};

const describe = (p: { fullName: string; position: string; nflTeam: string | null }) =>
  `${p.fullName} (${p.position === "DST" ? "D/ST" : p.position}, ${p.nflTeam ?? "free agent"}): ` +
  "AI analysis, weekly points and projections, ownership, rankings and news.";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const player = await loadPlayer((await params).playerId);
  if (!player) return { title: "Player not found" };
  return {
    title: player.fullName,
    description: describe(player),
    // One address per player, whatever league or tab the link carried.
    alternates: { canonical: `/player/${encodeURIComponent(player.id)}` },
  };
}

// JSON round-trip: the browser's cache must hold exactly what the API would have returned (dates as strings).
const asJson = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

// /player/{id}: the player card as a page, rendered on the server with its seven tabs for one of the user's
// leagues: `?league=` when the link names one, else the selected team's (a cookie mirrors the browser's choice),
// else the first. The data is handed to TanStack Query, so the tabs (the modal's components) render at once and
// keep working in the browser; without JavaScript every tab's content is shown one after another.
export default async function PlayerPage({ params, searchParams }: Props) {
  const player = await loadPlayer((await params).playerId);
  if (!player) notFound(); // the layout already answered 404; this narrows the type
  const user = await getSessionUser();
  if (!user) redirect("/auth");
  const asked = (await searchParams).league;
  const urlLeague = typeof asked === "string" ? asked : null;
  const storedTeam = (await cookies()).get(SELECTED_TEAM_COOKIE)?.value;
  const teams = await listTeamsForUser({ userId: user.id });
  const team =
    teams.find((t) => t.league.id === urlLeague) ?? teams.find((t) => t.id === storedTeam) ?? teams[0] ?? null;

  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.teams(), asJson(teams));
  const league = team ? await getOwnedLeague({ leagueId: team.league.id, userId: user.id }) : null;
  const now = footballNow(league);
  if (league) {
    const week = resolveWeek(league, now).week;
    const [details, news, analysis] = await Promise.all([
      playerDetails({ playerId: player.id, league, now }),
      newsOfPlayer({ player, season: league.season, now }),
      storedPlayerAnalysis({ playerId: player.id, leagueId: league.id, week }),
    ]);
    if (details) queryClient.setQueryData(queryKeys.playerDetails(player.id, league.id), asJson(details));
    queryClient.setQueryData(queryKeys.playerNews(player.id, league.id), asJson(news));
    queryClient.setQueryData(queryKeys.playerAnalysis(player.id, league.id, week), asJson(analysis));
  }

  const position = player.position === "DST" ? "D/ST" : player.position;
  return (
    <div className="space-y-6">
      <Link
        href="/players"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden /> Players
      </Link>
      <header className="flex items-center gap-4">
        <Headshot src={player.imageUrl} name={player.fullName} className="size-20 text-2xl" />
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{player.fullName}</h1>
          <p className="text-sm text-muted-foreground">
            {player.jersey !== null ? `#${player.jersey} · ` : ""}
            {position} · {player.nflTeam ?? "FA"}
          </p>
          <div className="flex flex-wrap gap-1">
            {showsInjuryBadge(player.injuryStatus) ? <Badge variant="destructive">{player.injuryStatus}</Badge> : null}
            {player.eligibleSlots
              .filter((s) => s !== "BE" && s !== "IR")
              .map((slot) => (
                <Badge key={slot} variant="outline">
                  {slot}
                </Badge>
              ))}
          </div>
        </div>
      </header>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <PlayerProfileTabs
          playerId={player.id}
          clocks={footballClocks()}
          serverTeam={
            team && league
              ? {
                  id: team.id,
                  league: { id: league.id, name: league.name, season: league.season, provider: league.provider },
                }
              : null
          }
          leagueFromUrl={Boolean(urlLeague && league?.id === urlLeague)}
        />
      </HydrationBoundary>
    </div>
  );
}
