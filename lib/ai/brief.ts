import "server-only";
// GM's Brief: the week's action items, each priced by the engine as Δ playoff odds and ranked by it.
// Out/bye starters → lineup; other lineup swaps; waiver claims with bids; a trade worth proposing; strategy.
import { findTrades, priceAction } from "@/lib/engine";
import type { DashboardTeamRow } from "@/lib/db/queries/dashboard";
import { footballNow } from "@/lib/nfl";
import { playoffScenarios } from "@/lib/dashboard/playoff";
import { recordString } from "@/lib/rules/format";
import { likelyAvailable, projectedCandidates } from "@/lib/ai/data/candidates";
import { teamLeague } from "@/lib/ai/data/league-context";
import { seedFor } from "@/lib/dashboard/league-season";
import { adviseLineup, starterAlerts, teamStarters } from "@/lib/ai/data/lineup";
import { percentPoints } from "@/lib/ai/data/projections";
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
  const d = await league.data();
  const seasons = { seasons: BRIEF_SIMULATIONS, seed: seedFor(`${team.id}:${week}:brief`) };
  const items: (ActionItem & { value: number })[] = [];

  const starters = teamStarters(d, team.id);
  const alerts = new Set(starterAlerts(starters).map((a) => a.split(" (")[0]));
  const { result, players } = await adviseLineup(d, team.id, team.league.id);
  const starting = new Set(starters.map((p) => p.id));
  for (const s of result.swaps) {
    const startIn = players.get(s.playerIn);
    const out = s.playerOut ? players.get(s.playerOut) : undefined;
    if (!startIn || !out || starting.has(s.playerIn) || !d.weeks.includes(week)) continue;
    const price = priceAction(d.model, { type: "start-sit", teamId: team.id, week, start: startIn.id, sit: out.id }, seasons);
    const delta = percentPoints(price.team.deltaPlayoffOdds);
    const urgent = alerts.has(out.name);
    items.push({
      icon: urgent ? "alert-triangle" : "users",
      priority: urgent ? "high" : priority(delta),
      category: "lineup",
      title: urgent
        ? `${out.name} can't play this week — start ${startIn.name} (${signedPts(delta)} pts playoff odds)`
        : `Start ${startIn.name} over ${out.name} (${signedPts(delta)} pts playoff odds)`,
      value: urgent ? 100 + delta : delta,
    });
  }
  // Starters who can't play and have no better bench option still need a flag.
  for (const name of alerts) {
    if (!items.some((i) => i.title.startsWith(`${name} can't play`))) {
      items.push({ icon: "alert-triangle", priority: "high", category: "lineup", title: `${name} can't play this week — find a replacement`, value: 100 });
    }
  }

  if (d.weeks.length > 0) {
    const waivers = await league.waivers();
    const pool = await projectedCandidates(league.context, null);
    const free = pool.filter((c) => !waivers.rosteredIds.has(c.player.ref.id));
    const top = (free.length ? free : likelyAvailable(pool)).sort((a, b) => b.restMean - a.restMean).slice(0, 6);
    for (const t of (await waivers.priceClaims(top)).slice(0, 2)) {
      const delta = t.deltaPlayoffOdds ?? 0;
      if (delta <= 0) continue;
      const bid = t.bid !== null ? ` for $${t.bid}` : "";
      items.push({ icon: "trending-up", priority: priority(delta), category: "waiver", title: `Claim ${t.name} (${t.position})${bid}${t.drop ? `, drop ${t.drop.name}` : ""} (${signedPts(delta)} pts playoff odds)`, value: delta });
    }
    const trade = findTrades(d.model, team.id, { ...seasons, limit: 3 })[0];
    if (trade && trade.price.team.deltaPlayoffOdds > 0) {
      const delta = percentPoints(trade.price.team.deltaPlayoffOdds);
      const name = (teamId: string, id: string) => d.model.rosters[teamId]?.find((p) => p.id === id)?.name ?? id;
      const give = trade.price.action.type === "trade" ? trade.price.action.give.map((id) => name(team.id, id)).join(" + ") : "";
      const partnerId = trade.price.action.type === "trade" ? trade.price.action.partnerId : "";
      const get = trade.price.action.type === "trade" ? trade.price.action.receive.map((id) => name(partnerId, id)).join(" + ") : "";
      items.push({ icon: "arrow-right-left", priority: priority(delta), category: "trade", title: `Offer ${give} to ${d.teamNames.get(partnerId) ?? "a league-mate"} for ${get} (${signedPts(delta)} pts for you)`, value: delta });
    }
  }

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
