import "server-only";
// The week's moves for one team, each priced by the season simulator as Δ playoff odds: lineup changes,
// players Out for the season to IR (or to drop), waiver claims with bids and drops, the best trade.
// Each move is priced on its own against today's roster (common random numbers), so the deltas do not add up.
// Only moves whose gain is larger than its standard error are returned (an urgent lineup fix is always listed).
// Shared by the GM's Brief and the chat's "what would improve my playoff odds?".
import { projectedCandidates } from "@/lib/league-model/team/candidates";
import type { TeamLeague } from "@/lib/league-model/team/league-context";
import { priceLineupSwap } from "@/lib/league-model/decisions/priced-moves";
import { tradeSuggestions } from "@/lib/league-model/decisions/trade-suggestions";
import type { TradeSuggestion } from "@/lib/league-model/decisions/types";
import { lineupAdvice, starterAlerts, teamStarters } from "@/lib/league-model/team/lineup";
import { leagueRoster } from "@/lib/league-model/team/references";
import { oddsChange } from "@/lib/ai/analyst/format";
import { isOut } from "@/lib/domain/injury";
import { percentPoints } from "@/lib/numbers";
import { signedPercentPoints } from "@/lib/rules/format";

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

export async function pricedMoves(league: TeamLeague): Promise<Move[]> {
  const { team, week } = league;
  const d = await league.data();
  const moves: Move[] = [];

  const alerts = new Set(starterAlerts(teamStarters(d, team.id)).map((a) => a.split(" (")[0]));
  const { win, roster } = await lineupAdvice(d, team.id, team.league.id);
  for (const s of win.swaps) {
    const startIn = roster.get(s.playerIn);
    const out = s.playerOut ? roster.get(s.playerOut) : undefined;
    if (!startIn || !out || !d.weeks.includes(week)) continue;
    const price = await priceLineupSwap(d, team.id, week, startIn.id, out.id);
    const delta = percentPoints(price.deltaPlayoffOdds);
    const se = percentPoints(price.sePlayoffOdds);
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
    // The trade finder's first suggestion: the same search, the same price.
    const trade = (await tradeSuggestions(d, team))[0];
    if (trade) {
      const delta = trade.deltaPlayoff;
      const se = trade.sePlayoff;
      const give = trade.give.map((p) => p.name).join(" + ");
      const get = trade.get.map((p) => p.name).join(" + ");
      if (aboveNoise(delta, se))
        moves.push({
          category: "trade",
          urgent: false,
          delta,
          se,
          title:
            `Offer ${give} to ${trade.partner.name} for ${get}${tradeDropsText(trade)} ` +
            `(${oddsChange(delta, se, "playoff odds for you")}; ${trade.partner.name} ` +
            `${signedPercentPoints(trade.partnerDeltaPlayoff)})`,
        });
    }
  }
  return moves.sort((a, b) => Number(b.urgent) - Number(a.urgent) || (b.delta ?? 0) - (a.delta ?? 0));
}

/** The drops a suggested trade needs, in words: ", dropping X" / ", they drop Y". */
function tradeDropsText(t: Pick<TradeSuggestion, "drop" | "partnerDrop">): string {
  const list = (players: TradeSuggestion["drop"]) => players.map((p) => p.name).join(" + ");
  return (
    (t.drop.length ? `, dropping ${list(t.drop)}` : "") +
    (t.partnerDrop.length ? `, they drop ${list(t.partnerDrop)}` : "")
  );
}
