import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { Headshot } from "@/components/player/headshot";
import { PlayerProfileTabs } from "@/components/players/player-profile-tabs";
import { Badge } from "@/components/ui/badge";
import { footballClocks } from "@/lib/clock";
import { isInjuredStatus } from "@/lib/rules/injury";
import { loadPlayer } from "./load-player";

type Props = { params: Promise<{ playerId: string }> };

const describe = (p: { fullName: string; position: string; nflTeam: string | null }) =>
  `${p.fullName} (${p.position === "DST" ? "D/ST" : p.position}, ${p.nflTeam ?? "free agent"}): ` +
  "AI analysis, weekly points and projections, ownership, rankings and news.";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const player = await loadPlayer((await params).playerId);
  if (!player) return { title: "Player not found" };
  return { title: player.fullName, description: describe(player) };
}

// /player/{id}: the player card as a page. The header is rendered here from the stored player; the tabs are the
// modal's components with the selected team's league (the browser holds that choice).
export default async function PlayerPage({ params }: Props) {
  const player = await loadPlayer((await params).playerId);
  if (!player) notFound(); // the layout already answered 404; this narrows the type
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
            {isInjuredStatus(player.injuryStatus) ? <Badge variant="destructive">{player.injuryStatus}</Badge> : null}
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
      <PlayerProfileTabs playerId={player.id} clocks={footballClocks()} />
    </div>
  );
}
