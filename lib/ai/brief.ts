import "server-only";
// GM's Brief: the week's action items, each priced by the engine as Δ playoff odds and ranked by it.
// Out/bye starters and players out for the season first; then lineup swaps, waiver claims with bids and drops,
// a trade worth proposing — only moves that raise the odds — and the strategy line.
import type { DashboardTeamRow } from "@/lib/db/queries/dashboard";
import { footballNow } from "@/lib/nfl";
import { playoffScenarios } from "@/lib/dashboard/playoff";
import { recordString } from "@/lib/rules/format";
import { teamLeague } from "@/lib/ai/data/league-context";
import { pricedMoves, type Move } from "@/lib/ai/data/moves";
import { signedPts } from "@/lib/ai/analyst/format";

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

const BRIEF_SIMULATIONS = 1000;
const priority = (delta: number): ActionItem["priority"] => (delta >= 3 ? "high" : delta >= 1 ? "medium" : "low");

export async function buildBrief(team: DashboardTeamRow, week: number): Promise<AiBrief> {
  const league = teamLeague(team, week);
  const icon: Record<Move["category"], BriefIcon> = { lineup: "users", waiver: "trending-up", trade: "arrow-right-left", roster: "alert-triangle" };
  const items: (ActionItem & { value: number })[] = (await pricedMoves(league, BRIEF_SIMULATIONS)).map((m) => ({
    icon: m.urgent ? "alert-triangle" : icon[m.category],
    priority: m.urgent ? "high" : priority(m.delta ?? 0),
    category: m.category === "roster" ? "lineup" : m.category,
    title: m.title,
    value: m.urgent ? 100 + (m.delta ?? 0) : (m.delta ?? 0),
  }));

  const odds = await playoffScenarios({ team, week, now: footballNow() });
  const playoff = odds.playoffOdds ?? 0;
  const record = recordString(team);
  const stance = playoff >= 80 ? "protect your seed and plan for playoff matchups" : playoff >= 35 ? "every win matters — play for the highest weekly ceiling" : "take upside swings: trade depth for stars";
  items.push({ icon: "target", priority: "low", category: "strategy", title: `${Math.round(playoff)}% playoff odds at ${record}: ${stance}`, value: -1 });

  items.sort((a, b) => b.value - a.value);
  const gains = items.filter((i) => i.category !== "strategy" && i.value > 0 && i.value < 100).reduce((s, i) => s + i.value, 0);
  const summary = `${team.name} is ${record} with ${Math.round(playoff)}% playoff odds in week ${week}.` + (gains > 0 ? ` The moves below add up to ${signedPts(gains)} points of playoff odds.` : " No move this week clearly raises your odds.");
  return { summary, actionItems: items.map((i) => ({ icon: i.icon, priority: i.priority, category: i.category, title: i.title })) };
}
