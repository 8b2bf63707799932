import type { Metadata } from "next";
import { Suspense } from "react";
import { PlayersView } from "@/components/players/players-view";
import { PlayerResultsSkeleton } from "@/components/players/player-results";
import { footballClocks } from "@/lib/clock";

export const metadata: Metadata = {
  title: "Players",
  description:
    "Search every NFL player by name, position, team, availability and injury " +
    "status, with projections and owners in your league.",
};

export default function PlayersPage() {
  return (
    <Suspense fallback={<PlayerResultsSkeleton />}>
      <PlayersView clocks={footballClocks()} />
    </Suspense>
  );
}
