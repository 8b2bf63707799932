import { PlayerResultsSkeleton } from "@/components/players/player-results";

export default function PlayersLoading() {
  return <PlayerResultsSkeleton />;
}
