import type { Metadata } from "next";
import { WaiverAnalyzerPage } from "@/components/decisions/waiver-analyzer-view";
import { parseAnalyzerPairs, type PageSearchParams } from "@/lib/league-model/decisions/deep-links";

export const metadata: Metadata = {
  title: "Waiver Analyzer",
  description: "Compare add/drop pairs by how they change your playoff, bye and title odds.",
};

// Deep links: /waiver-analyzer?add=<playerId>&drop=<playerId>, or several pairs as ?pair=<add>[+<add>]:<drop>[+<drop>]
// repeated.
export default async function WaiverAnalyzer({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return <WaiverAnalyzerPage init={parseAnalyzerPairs(await searchParams)} />;
}
