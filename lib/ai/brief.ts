import "server-only";
// GM's Brief: the week's action items, each priced by the engine as Δ playoff odds ± its standard error and
// ranked by it; only gains larger than their standard error are listed. Each move is priced on its own, so the
// brief never adds them up.
// Out/bye starters and players out for the season first; then lineup swaps, waiver claims with bids and drops,
// a trade worth proposing — only moves that raise the odds — and the strategy line.
import type { TeamWithLeagueRow } from "@/lib/db/queries/teams";
import { footballNow } from "@/lib/nfl";
import { playoffScenarios } from "@/lib/league-model/playoff";
import { recordString } from "@/lib/rules/format";
import { teamLeague } from "@/lib/league-model/team/league-context";
import { pricedMoves, type Move } from "@/lib/league-model/team/moves";

export type BriefIcon = "users" | "trending-up" | "target" | "arrow-right-left" | "alert-triangle";
export interface ActionItem {
  icon: BriefIcon;
  priority: "high" | "medium" | "low";
  category: "lineup" | "waiver" | "trade" | "strategy";
  title: string;
}
export interface AiBrief {
  summary: string;
  actionItems: ActionItem[];
}

const stance = (playoff: number) =>
  playoff >= 80
    ? "protect your seed and plan for playoff matchups"
    : playoff >= 35
      ? "every win matters — play for the highest weekly ceiling"
      : "take upside swings: trade depth for stars";

const priority = (delta: number): ActionItem["priority"] => (delta >= 3 ? "high" : delta >= 1 ? "medium" : "low");

export async function buildBrief(team: TeamWithLeagueRow, week: number): Promise<AiBrief> {
  const league = teamLeague(team, week);
  const icon: Record<Move["category"], BriefIcon> = {
    lineup: "users",
    waiver: "trending-up",
    trade: "arrow-right-left",
    roster: "alert-triangle",
  };
  const moves = await pricedMoves(league);
  const items: (ActionItem & { value: number })[] = moves.map((m) => ({
    icon: m.urgent ? "alert-triangle" : icon[m.category],
    priority: m.urgent ? "high" : priority(m.delta ?? 0),
    category: m.category === "roster" ? "lineup" : m.category,
    title: m.title,
    value: m.urgent ? 100 + (m.delta ?? 0) : (m.delta ?? 0),
  }));

  const odds = await playoffScenarios({ team, week, now: footballNow(team.league) });
  const playoff = odds.playoffOdds;
  const record = recordString(team);
  // Withheld odds (most starters unprojected) are said to be missing, not turned into a number.
  const oddsMissing = odds.missingInputs ?? "No playoff odds yet.";
  items.push({
    icon: "target",
    priority: "low",
    category: "strategy",
    title:
      playoff === null
        ? `${oddsMissing} Record ${record}.`
        : `${Math.round(playoff)}% playoff odds at ${record}: ${stance(playoff)}`,
    value: -1,
  });

  items.sort((a, b) => b.value - a.value);
  const priced = moves.filter((m) => !m.urgent && m.delta !== null).length;
  const summary =
    (playoff === null
      ? `${team.name} is ${record} in week ${week}. ${oddsMissing}`
      : `${team.name} is ${record} with ${Math.round(playoff)}% playoff odds in week ${week}.`) +
    (priced === 0
      ? " No move this week clearly raises your odds."
      : priced === 1
        ? " One move below raises your odds by more than the simulation's noise."
        : ` ${priced} moves below each raise your odds by more than the simulation's noise ` +
          "(priced one at a time, so their gains do not simply add up).");
  return {
    summary,
    actionItems: items.map((i) => ({ icon: i.icon, priority: i.priority, category: i.category, title: i.title })),
  };
}
