import type { Metadata } from "next";
import { LineupPage } from "@/components/decisions/lineup-view";
import { firstParam, type PageSearchParams } from "@/lib/league-model/decisions/deep-links";
import { FIRST_WEEK, LAST_WEEK } from "@/lib/nfl/season";

export const metadata: Metadata = {
  title: "Lineup",
  description: "Your lineup against this week's opponent, optimized for P(win).",
};

// Deep links: /lineup?objective=points opens the max-projected-points view; &week=11 a later week.
export default async function Lineup({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const params = await searchParams;
  const objective = firstParam(params.objective) === "points" ? "points" : "win";
  const week = Number(firstParam(params.week));
  return (
    <LineupPage
      initialObjective={objective}
      initialWeek={Number.isInteger(week) && week >= FIRST_WEEK && week <= LAST_WEEK ? week : null}
    />
  );
}
