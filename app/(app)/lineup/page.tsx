import type { Metadata } from "next";
import { LineupPage } from "@/components/decisions/lineup-view";
import { firstParam, type PageSearchParams } from "@/lib/decisions/deep-links";

export const metadata: Metadata = { title: "Lineup", description: "Your lineup against this week's opponent, optimized for P(win)." };

// Deep link: /lineup?objective=points opens the max-projected-points view.
export default async function Lineup({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const objective = firstParam((await searchParams).objective) === "points" ? "points" : "win";
  return <LineupPage initialObjective={objective} />;
}
