// Prose from tool results. Every number below is read from a tool result; nothing is invented here.
import type {
  EvaluateTradeResult,
  OptimizeLineupResult,
  PlayoffOddsResult,
  TeamMatchupResult,
  ToolName,
  ToolResults,
  WaiverTargetsResult,
} from "@/lib/ai/tools/types";
import { list, pct, possessive, pts, rangeLine, signedPct, who } from "@/lib/ai/analyst/format";
import { buyLow, comparePlayers, notFoundLine, playerOutlook } from "@/lib/ai/analyst/writers-players";
import { ordinal } from "@/lib/rules/format";
import { playoffScenario, rosterReport, standings, teamProjection, tradeIdeas } from "@/lib/ai/analyst/writers-team";
import { restOfSeasonLabel } from "@/lib/rules/rest-of-season";

// The headline always says what the numbers under it show: the Δ playoff odds in a league, else the points.
const byeOrPoints = (projection: { bye: boolean; mean: number }) => (projection.bye ? "bye" : pts(projection.mean));

export function tradeHeadline(r: EvaluateTradeResult): string {
  const give = r.give.restOfSeasonPoints;
  const get = r.get.restOfSeasonPoints;
  if (r.basis === "playoff-odds" && r.myDeltaPlayoffOdds !== null) {
    const d = signedPct(r.myDeltaPlayoffOdds);
    if (r.verdict === "accept") return `**Accept — it raises your playoff odds (${d}).**`;
    if (r.verdict === "decline") return `**Decline — it lowers your playoff odds (${d}).**`;
    return `**About even — your playoff odds barely move (${d}, within the simulation's noise).**`;
  }
  if (r.verdict === "accept")
    return `**Accept — you get more rest-of-season points than you give (${pts(get)} vs ${pts(give)}).**`;
  if (r.verdict === "decline")
    return `**Decline — you give up more rest-of-season points than you get (${pts(give)} vs ${pts(get)}).**`;
  return `**It's a fair trade — both sides are within 10% in rest-of-season points (${pts(give)} vs ${pts(get)}).**`;
}

function evaluateTrade(r: EvaluateTradeResult): string {
  if (!r.give.players.length || !r.get.players.length) {
    return [
      notFoundLine(r.notFound),
      r.notes.length ? `(${r.notes.join("; ")})` : "",
      "I need players on both sides of the trade.",
    ]
      .filter(Boolean)
      .join(" ");
  }
  const names = (side: EvaluateTradeResult["give"]) => list(side.players.map((p) => p.name));
  const lines = [tradeHeadline(r), ""];
  if (r.notes.length) lines.push(`_How I read it: ${r.notes.join("; ")}._`, "");
  const ros = restOfSeasonLabel(r.restOfSeasonWeeks).toLowerCase();
  lines.push(
    `- You give ${names(r.give)}: ${pts(r.give.restOfSeasonPoints)} projected points ${ros}.`,
    `- You get ${names(r.get)}: ${pts(r.get.restOfSeasonPoints)} projected points ${ros}.`,
  );
  if (r.myDeltaPlayoffOdds !== null) {
    lines.push(`- Your playoff odds: ${signedPct(r.myDeltaPlayoffOdds)}.`);
    if (r.partnerDeltaPlayoffOdds !== null && r.partnerTeam)
      lines.push(`- ${possessive(r.partnerTeam)} playoff odds: ${signedPct(r.partnerDeltaPlayoffOdds)}.`);
    const morePoints = r.get.restOfSeasonPoints > r.give.restOfSeasonPoints;
    if (r.verdict === "decline" && morePoints)
      lines.push(
        "",
        "You get more projected points, but your lineup gets weaker where it counts " +
          "(the simulation plays out your actual starting slots and schedule).",
      );
    if (r.verdict === "accept" && !morePoints)
      lines.push(
        "",
        "You get fewer projected points, but your starting lineup gets stronger where " +
          "it needs it, which is what wins games.",
      );
  } else if (r.basis === "points") {
    lines.push(
      "",
      r.unpriced
        ? `I weighed it on projected points only: ${r.unpriced}, so it can't be priced in playoff odds.`
        : "Connect your league to price this trade in playoff odds against your roster.",
    );
  }
  const note = notFoundLine(r.notFound);
  if (note) lines.push("", note);
  return lines.join("\n");
}

function waiverTargets(r: WaiverTargetsResult): string {
  const at = r.position ? ` at ${r.position}` : "";
  const lines: string[] = [];
  if (r.asked) {
    const t = r.asked.target;
    if (t)
      lines.push(
        `**${t.name}**${t.bid !== null ? `: bid **$${t.bid}**` : ""}${t.drop ? `, dropping ${t.drop.name}` : ""}` +
          (t.deltaPlayoffOdds !== null ? ` — playoff odds ${signedPct(t.deltaPlayoffOdds)}` : "") +
          `; ${pts(t.restOfSeasonMean)} projected rest of season.`,
        "",
      );
    else if (r.asked.available === false)
      lines.push(`**${r.asked.name} is already on a roster in your league**, so he isn't a waiver option.`, "");
    else if (r.ownershipBelow === null && r.asked.available)
      lines.push(`**Don't spend on ${r.asked.name}** — no claim for him raises your playoff odds.`, "");
    else
      lines.push(
        `I can't price a claim for ${r.asked.name} here` +
          (r.ownershipBelow !== null ? " — without your league I don't know whether he is available" : "") +
          ".",
        "",
      );
  }
  if (!r.targets.length) {
    lines.push(
      r.ownershipBelow === null
        ? `No waiver claim${at} raises your playoff odds in week ${r.week}.`
        : `I don't see a waiver target${at} worth a claim in week ${r.week}.`,
    );
    return lines.join("\n");
  }
  lines.push(`**Top waiver targets${at} for week ${r.week}:**`, "");
  r.targets.slice(0, 5).forEach((t, i) => {
    const parts = [`${rangeLine(t.projection)}`, `${pts(t.restOfSeasonMean)} rest of season`];
    if (t.percentOwned !== null) parts.push(`${t.percentOwned.toFixed(1)}% owned`);
    if (t.deltaPlayoffOdds !== null) parts.push(`playoff odds ${signedPct(t.deltaPlayoffOdds)}`);
    const bid = t.bid !== null ? ` — bid **$${t.bid}**` : "";
    const drop = t.drop ? ` (drop ${t.drop.name})` : "";
    lines.push(`${i + 1}. **${who(t)}**${bid}${drop}: ${parts.join("; ")}.`);
  });
  if (r.ownershipBelow !== null)
    lines.push(
      "",
      `Without your league I can't see who is free, so these are players owned ` +
        `in fewer than ${r.ownershipBelow}% of leagues — the ones usually on waivers. ` +
        `Connect a league for claims priced against your roster.`,
    );
  if (r.faabRemaining !== null) lines.push("", `You have $${r.faabRemaining} FAAB left.`);
  return lines.join("\n");
}

function playoffOdds(r: PlayoffOddsResult): string {
  const lines = [
    r.playoffOdds === null
      ? `**${r.team}: ${r.missingInputs ?? "No playoff odds yet."}**`
      : `**${r.team}: ${pct(r.playoffOdds)} to make the playoffs.**`,
    "",
  ];
  lines.push(
    `- Record ${r.record}, ${ordinal(r.standing)} in the league; ${r.playoffTeams} ` +
      `teams make it, ${r.weeksLeft} regular-season weeks left.`,
  );
  if (r.byeOdds !== null) lines.push(`- First-round bye: ${pct(r.byeOdds)}.`);
  if (r.titleOdds !== null) lines.push(`- Championship: ${pct(r.titleOdds)}.`);
  if (r.moves) {
    lines.push("");
    if (!r.moves.length)
      lines.push(
        "No move available this week clearly raises your odds — your roster is already using its best options.",
      );
    else {
      lines.push(
        "**What would improve them** (each move priced on its own by the season simulation, ± its standard " +
          "error; the gains do not add up):",
      );
      r.moves.slice(0, 5).forEach((m, i) => lines.push(`${i + 1}. ${m.title}`));
    }
  }
  return lines.join("\n");
}

function teamMatchup(r: TeamMatchupResult): string {
  if (!r.opponent || r.opponentProjected === null) return `${r.team} has no opponent in week ${r.week}.`;
  const lines = [`**Week ${r.week}: ${r.team} vs ${r.opponent}**`, ""];
  if (r.askedNotFound) lines.unshift(`No team of the league goes by "${r.askedNotFound}"; here is your matchup.`, "");
  if (r.notPlaying)
    lines.unshift(`You don't play ${r.notPlaying} in week ${r.week}; your opponent is ${r.opponent}.`, "");
  lines.push(`- Projected: ${pts(r.myProjected)} to ${pts(r.opponentProjected)}.`);
  if (r.winProbability !== null) lines.push(`- Win probability: ${pct(r.winProbability)}.`);
  const top = [...r.starters].sort((a, b) => b.projection.mean - a.projection.mean).slice(0, 3);
  if (top.length) {
    const whose = r.own === false ? "Their" : "Your";
    lines.push(`- ${whose} top projected starters: ${list(top.map((p) => `${p.name} (${pts(p.projection.mean)})`))}.`);
  }
  for (const alert of r.alerts) lines.push(`- ⚠️ ${alert}`);
  return lines.join("\n");
}

const slotName = (slot: string) => (slot === "OP" ? "superflex" : slot === "FLEX" ? "flex" : slot);

function optimizeLineup(r: OptimizeLineupResult): string {
  const lines: string[] = [];
  const s = r.slot;
  if (s) {
    const name = slotName(s.slot);
    const swap = r.swaps[0];
    if (swap)
      lines.push(
        `**At ${name}, start ${swap.startIn.name}** (${pts(swap.startIn.projection.mean)} ` +
          `projected) over ${swap.benchOut.name} (${byeOrPoints(swap.benchOut.projection)}) ` +
          `— ${signedPct(swap.deltaWinProbability)} win probability.`,
      );
    else if (s.current && r.locked.includes(s.current.name))
      lines.push(
        `**Keep ${s.current.name} at ${name}** — his game has already started, so ` +
          `the spot is locked (${rangeLine(s.current.projection)} before kickoff).`,
      );
    else if (s.current)
      lines.push(
        `**Keep ${s.current.name} at ${name}** (${rangeLine(s.current.projection)}) ` +
          `— no bench player raises your win probability (${pct(r.winProbabilityBefore)}).`,
      );
    else lines.push(`**Your ${name} spot is empty** — fill it from your bench or waivers.`);
    if (s.options.length)
      lines.push(
        "",
        `Bench options for ${name}: ${list(s.options.map((p) => `${p.name} (${byeOrPoints(p.projection)})`))}.`,
      );
  } else if (!r.swaps.length) {
    lines.push(`**Your week ${r.week} lineup is already optimal** (${pct(r.winProbabilityBefore)} to win).`);
  } else {
    lines.push(
      `**Make ${r.swaps.length === 1 ? "this change" : `these ${r.swaps.length} changes`}** ` +
        `— win probability ${pct(r.winProbabilityBefore)} → ${pct(r.winProbabilityAfter)}:`,
      "",
    );
    for (const sw of r.swaps) {
      lines.push(
        `- ${slotName(sw.slot)}: start **${sw.startIn.name}** (${pts(sw.startIn.projection.mean)}) ` +
          `over ${sw.benchOut.name} (${sw.benchOut.projection.bye ? "bye" : pts(sw.benchOut.projection.mean)}) ` +
          `— ${signedPct(sw.deltaWinProbability)} win probability.`,
      );
    }
  }
  if (r.locked.length) lines.push("", `Already locked (game started or final), so not moved: ${list(r.locked)}.`);
  for (const alert of r.alerts) lines.push(`- ⚠️ ${alert}`);
  return lines.join("\n");
}

const WRITERS: { [K in ToolName]: (result: ToolResults[K]) => string } = {
  comparePlayers,
  getPlayerOutlook: playerOutlook,
  evaluateTrade,
  findWaiverTargets: waiverTargets,
  getPlayoffOdds: playoffOdds,
  getTeamMatchup: teamMatchup,
  optimizeLineup,
  findBuyLowCandidates: buyLow,
  getStandings: standings,
  getRosterReport: rosterReport,
  getTeamProjection: teamProjection,
  getPlayoffScenario: playoffScenario,
  findTradeIdeas: tradeIdeas,
};

export function writeToolResult(toolName: string, result: unknown): string {
  if (!(toolName in WRITERS)) return "";
  const writer = WRITERS[toolName as ToolName] as (r: unknown) => string;
  return writer(result);
}
