import type { Metadata } from "next";
import { WaiverAnalyzerPage } from "@/components/decisions/waiver-analyzer-view";
import { getPlayersByIds } from "@/lib/db/queries/players";
import { parseAnalyzerPairs, type PageSearchParams } from "@/lib/league-model/decisions/deep-links";

export const metadata: Metadata = {
  title: "Waiver Analyzer",
  description: "Compare add/drop pairs by how they change your playoff, bye and title odds.",
};

// Deep links: /waiver-analyzer?add=<playerId>&drop=<playerId>, or several pairs as ?pair=<add>[+<add>]:<drop>[+<drop>]
// repeated. The players to add are named from the start (the analysis may take a while, or refuse one of them).
export default async function WaiverAnalyzer({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const init = parseAnalyzerPairs(await searchParams);
  const players = await getPlayersByIds({ ids: [...new Set(init.flatMap((pair) => pair.add))] });
  return <WaiverAnalyzerPage init={init} names={Object.fromEntries(players.map((p) => [p.id, p.fullName]))} />;
}
