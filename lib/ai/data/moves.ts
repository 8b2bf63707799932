import "server-only";
// The week's moves for one team, each priced by the season simulator as Δ playoff odds: lineup changes,
// players Out for the season to IR (or to drop), waiver claims with bids and drops, the best trade.
// Each move is priced on its own against today's roster (common random numbers), so the deltas do not add up.
// Only moves whose gain is larger than its standard error are returned (an urgent lineup fix is always listed).
// Shared by the GM's Brief and the chat's "what would improve my playoff odds?".
import { findTrades, priceAction } from "@/lib/engine";
import { projectedCandidates } from "@/lib/ai/data/candidates";
import type { TeamLeague } from "@/lib/ai/data/league-context";
import { seedFor } from "@/lib/views/league-season";
import { adviseLineup, starterAlerts, teamStarters } from "@/lib/ai/data/lineup";
import { leagueRoster } from "@/lib/ai/data/references";
import { oddsChange } from "@/lib/ai/analyst/format";
import { isOut } from "@/lib/domain/injury";
import { percentPoints } from "@/lib/numbers";

export interface Move {
  category: "lineup" | "waiver" | "trade" | "roster";
  title: string;
  /** Δ playoff odds in percentage points; null for moves the simulator does not price (e.g. to IR). */
  delta: number | null;
  /** The standard error of `delta` (paired simulations), percentage points; null when `delta` is. */
  se: number | null;
  urgent: boolean;
}

/** A gain worth listing: positive and larger than its standard error (else it may be simulation noise). */
const aboveNoise = (delta: number, se: number) => delta > 0 && delta > se;

export async function pricedMoves(league: TeamLeague, simulations: number): Promise<Move[]> {
  const { team, week } = league;
  const d = await league.data();
  const sim = { seasons: simulations, seed: seedFor(`${team.id}:${week}:brief`) };
  const moves: Move[] = [];

  const starters = teamStarters(d, team.id);
  const alerts = new Set(starterAlerts(starters).map((a) => a.split(" (")[0]));
  const { result, players } = await adviseLineup(d, team.id, team.league.id);
  const starting = new Set(starters.map((p) => p.id));
  for (const s of result.swaps) {
    const startIn = players.get(s.playerIn);
    const out = s.playerOut ? players.get(s.playerOut) : undefined;
    if (!startIn || !out || starting.has(s.playerIn) || !d.weeks.includes(week)) continue;
    const price = priceAction(
      d.model,
      { type: "start-sit", teamId: team.id, week, start: startIn.id, sit: out.id },
      sim,
    );
    const delta = percentPoints(price.team.deltaPlayoffOdds);
    const se = percentPoints(price.team.sePlayoffOdds);
    const urgent = alerts.has(out.name);
    if (!urgent && !aboveNoise(delta, se)) continue;
    moves.push({
      category: "lineup",
      urgent,
      delta,
      se,
      title: urgent
        ? `${out.name} can't play this week — start ${startIn.name} (${oddsChange(delta, se)})`
        : `Start ${startIn.name} over ${out.name} (${oddsChange(delta, se)})`,
    });
  }
  for (const name of alerts) {
    if (!moves.some((m) => m.title.startsWith(`${name} can't play`)))
      moves.push({
        category: "lineup",
        urgent: true,
        delta: null,
        se: null,
        title: `${name} can't play this week — find a replacement`,
      });
  }

  // Out for the season: to IR when an IR spot is open (his roster spot comes free), else he is the first drop.
  const mine = leagueRoster(d).filter((e) => e.teamId === team.id);
  const irSlots = d.model.slots.filter((s) => s === "IR").length;
  let irOpen = irSlots - mine.filter((e) => e.slot === "IR").length;
  const toIr = new Set<string>();
  for (const e of mine) {
    // Out now and projected nothing for the rest of the season: out for the season.
    if (e.slot === "IR" || !isOut(e.player.ref.injuryStatus) || e.restMean > 0.5) continue;
    const ir = irOpen > 0;
    if (ir) {
      irOpen -= 1;
      toIr.add(e.player.ref.id);
    }
    moves.push({
      category: "roster",
      urgent: true,
      delta: null,
      se: null,
      title: ir
        ? `Move ${e.player.ref.name} (out, no points projected the rest of the season) ` + `to IR to free a roster spot`
        : `${e.player.ref.name} is out with no points projected the rest of the season ` + `— drop him first`,
    });
  }

  if (d.weeks.length > 0) {
    const waivers = await league.waivers();
    // The whole waiver wire, priced as /waivers prices it: the brief's best claim is that page's first row.
    const free = (await projectedCandidates(league.context, null)).filter((c) => waivers.isAvailable(c.player));
    // Two claims never count on the same roster spot; a spot freed by an IR move needs no drop.
    const usedDrops = new Set<string>();
    let claims = 0;
    for (const t of await waivers.priceClaims(free)) {
      const delta = t.deltaPlayoffOdds ?? 0;
      const se = t.sePlayoffOdds ?? 0;
      if (!aboveNoise(delta, se) || claims === 2 || (t.drop && usedDrops.has(t.drop.id))) continue;
      if (t.drop) usedDrops.add(t.drop.id);
      claims += 1;
      const bid = t.bid !== null ? ` for $${t.bid}` : "";
      const room = t.drop
        ? toIr.has(t.drop.id)
          ? `, into the spot ${t.drop.name}'s IR move frees`
          : `, drop ${t.drop.name}`
        : "";
      moves.push({
        category: "waiver",
        urgent: false,
        delta,
        se,
        title: `Claim ${t.name} (${t.position})${bid}${room} (${oddsChange(delta, se)})`,
      });
    }
    const trade = findTrades(d.model, team.id, { ...sim, limit: 3 })[0];
    if (trade && trade.price.action.type === "trade") {
      const delta = percentPoints(trade.price.team.deltaPlayoffOdds);
      const se = percentPoints(trade.price.team.sePlayoffOdds);
      const action = trade.price.action;
      const name = (teamId: string, id: string) => d.model.rosters[teamId]?.find((p) => p.id === id)?.name ?? id;
      const give = action.give.map((id) => name(team.id, id)).join(" + ");
      const get = action.receive.map((id) => name(action.partnerId, id)).join(" + ");
      if (aboveNoise(delta, se))
        moves.push({
          category: "trade",
          urgent: false,
          delta,
          se,
          title:
            `Offer ${give} to ${d.teamNames.get(action.partnerId) ?? "a league-mate"} ` +
            `for ${get} (${oddsChange(delta, se, "playoff odds for you")})`,
        });
    }
  }
  return moves.sort((a, b) => Number(b.urgent) - Number(a.urgent) || (b.delta ?? 0) - (a.delta ?? 0));
}
