// Prose from tool results. Every number below is read from a tool result; nothing is invented here.
import type {
  BuyLowResult,
  ComparePlayersResult,
  EvaluateTradeResult,
  OptimizeLineupResult,
  PlayerOutlookResult,
  PlayoffOddsResult,
  TeamMatchupResult,
  ToolName,
  ToolResults,
  WaiverTargetsResult,
} from "@/lib/ai/tools/types";
import { injuryNote, list, pct, pts, rangeLine, signedPct, who } from "@/lib/ai/analyst/format";

const notFoundLine = (names: string[]) =>
  names.length ? `I couldn't find ${list(names.map((n) => `"${n}"`))} in the player pool — check the spelling.` : "";

function comparePlayers(r: ComparePlayersResult): string {
  const [a, b] = r.players;
  if (!a || !b) return notFoundLine(r.notFound) || "I need two players to compare.";
  const lines = [`**Start ${a.name}.** Week ${r.week}, ${r.scoring}:`, ""];
  for (const p of [a, b]) lines.push(`- **${who(p)}**: ${rangeLine(p.projection)}${injuryNote(p)}`);
  lines.push("");
  if (r.probFirstOutscores !== null) {
    lines.push(`${a.name} outscores ${b.name} in ${pct(r.probFirstOutscores * 100)} of simulated games.`);
  }
  const gap = a.projection.mean - b.projection.mean;
  const safer = a.projection.floor >= b.projection.floor ? a : b;
  lines.push(
    b.projection.bye
      ? `${b.name} is on a bye, so this one is easy.`
      : `The edge is ${pts(gap)} projected points; ${safer.name} has the higher floor (${pts(safer.projection.floor)}).`,
  );
  return lines.join("\n");
}

function playerOutlook(r: PlayerOutlookResult): string {
  const p = r.player;
  if (!p) return notFoundLine(r.notFound) || "I couldn't find that player.";
  const lines = [`**${who(p)}${injuryNote(p)}**`, ""];
  if (r.projection) lines.push(`- Week ${r.week}: ${rangeLine(r.projection)}.`);
  if (r.seasonAverage !== null) lines.push(`- Season: ${pts(r.seasonAverage)} points per game over ${r.gamesPlayed} games.`);
  if (r.recent.length) lines.push(`- Last ${r.recent.length}: ${r.recent.map((g) => `${pts(g.points)} (wk ${g.week})`).join(", ")}.`);
  if (r.restOfSeason) lines.push(`- Rest of season: ${pts(r.restOfSeason.mean)} projected points over ${r.restOfSeason.weeks} weeks.`);
  if (r.score) {
    const top = [...r.score.drivers].sort((x, y) => y.weight * Math.abs(y.score - 50) - x.weight * Math.abs(x.score - 50))[0];
    lines.push(`- GM score: ${Math.round(r.score.overall)}/100${top ? ` — biggest factor: ${top.name.toLowerCase()} (${top.evidence})` : ""}.`);
  }
  if (r.projection && r.projection.volatility > 0.3) lines.push("", "High variance — a boom/bust play this week.");
  else if (r.projection) lines.push("", "Stable floor — consistent production.");
  if (r.news.length) {
    lines.push("", "Latest news:");
    for (const n of r.news.slice(0, 3)) lines.push(`- ${n.url ? `[${n.headline}](${n.url})` : n.headline} (${n.source})`);
  }
  return lines.join("\n");
}

function evaluateTrade(r: EvaluateTradeResult): string {
  if (!r.give.players.length || !r.get.players.length) return notFoundLine(r.notFound) || "I need players on both sides of the trade.";
  const verdict = { accept: "**Accept — this trade helps you.**", decline: "**Decline — you give up more than you get.**", fair: "**It's a fair trade.**" }[r.verdict];
  const names = (side: EvaluateTradeResult["give"]) => list(side.players.map((p) => p.name));
  const lines = [
    verdict,
    "",
    `- You give ${names(r.give)}: ${pts(r.give.restOfSeasonPoints)} projected rest-of-season points.`,
    `- You get ${names(r.get)}: ${pts(r.get.restOfSeasonPoints)} projected rest-of-season points.`,
  ];
  if (r.myDeltaPlayoffOdds !== null) {
    lines.push(`- Your playoff odds: ${signedPct(r.myDeltaPlayoffOdds)}.`);
    if (r.partnerDeltaPlayoffOdds !== null && r.partnerTeam) lines.push(`- ${r.partnerTeam}'s playoff odds: ${signedPct(r.partnerDeltaPlayoffOdds)}.`);
  }
  const note = notFoundLine(r.notFound);
  if (note) lines.push("", note);
  return lines.join("\n");
}

function waiverTargets(r: WaiverTargetsResult): string {
  const at = r.position ? ` at ${r.position}` : "";
  if (!r.targets.length) return `I don't see a waiver target${at} worth a claim in week ${r.week}.`;
  const lines = [`**Top waiver targets${at} for week ${r.week}:**`, ""];
  r.targets.slice(0, 5).forEach((t, i) => {
    const parts = [`${rangeLine(t.projection)}`, `${pts(t.restOfSeasonMean)} rest of season`];
    if (t.percentOwned !== null) parts.push(`${t.percentOwned.toFixed(1)}% owned`);
    if (t.deltaPlayoffOdds !== null) parts.push(`playoff odds ${signedPct(t.deltaPlayoffOdds)}`);
    const bid = t.bid !== null ? ` — bid **$${t.bid}**` : "";
    const drop = t.drop ? ` (drop ${t.drop.name})` : "";
    lines.push(`${i + 1}. **${who(t)}**${bid}${drop}: ${parts.join("; ")}.`);
  });
  if (r.faabRemaining !== null) lines.push("", `You have $${r.faabRemaining} FAAB left.`);
  return lines.join("\n");
}

function playoffOdds(r: PlayoffOddsResult): string {
  const lines = [`**${r.team}: ${pct(r.playoffOdds)} to make the playoffs.**`, ""];
  lines.push(`- Record ${r.record}, ${ordinal(r.standing)} in the league; ${r.playoffTeams} teams make it, ${r.weeksLeft} regular-season weeks left.`);
  if (r.byeOdds !== null) lines.push(`- First-round bye: ${pct(r.byeOdds)}.`);
  if (r.titleOdds !== null) lines.push(`- Championship: ${pct(r.titleOdds)}.`);
  return lines.join("\n");
}

function teamMatchup(r: TeamMatchupResult): string {
  if (!r.opponent || r.opponentProjected === null) return `${r.team} has no opponent in week ${r.week}.`;
  const lines = [`**Week ${r.week}: ${r.team} vs ${r.opponent}**`, ""];
  lines.push(`- Projected: ${pts(r.myProjected)} to ${pts(r.opponentProjected)}.`);
  if (r.winProbability !== null) lines.push(`- Win probability: ${pct(r.winProbability)}.`);
  const top = [...r.starters].sort((a, b) => b.projection.mean - a.projection.mean).slice(0, 3);
  if (top.length) lines.push(`- Your top projected starters: ${list(top.map((p) => `${p.name} (${pts(p.projection.mean)})`))}.`);
  for (const alert of r.alerts) lines.push(`- ⚠️ ${alert}`);
  return lines.join("\n");
}

function optimizeLineup(r: OptimizeLineupResult): string {
  const lines: string[] = [];
  if (!r.swaps.length) {
    lines.push(`**Your week ${r.week} lineup is already optimal** (${pct(r.winProbabilityBefore)} to win).`);
  } else {
    lines.push(`**Make ${r.swaps.length === 1 ? "this change" : `these ${r.swaps.length} changes`}** — win probability ${pct(r.winProbabilityBefore)} → ${pct(r.winProbabilityAfter)}:`, "");
    for (const s of r.swaps) {
      lines.push(`- ${s.slot}: start **${s.startIn.name}** (${pts(s.startIn.projection.mean)}) over ${s.benchOut.name} (${s.benchOut.projection.bye ? "bye" : pts(s.benchOut.projection.mean)}) — ${signedPct(s.deltaWinProbability)} win probability.`);
    }
  }
  for (const alert of r.alerts) lines.push(`- ⚠️ ${alert}`);
  return lines.join("\n");
}

function buyLow(r: BuyLowResult): string {
  if (!r.candidates.length) return `I don't see a clear buy-low candidate in week ${r.week}.`;
  const lines = [`**Buy-low candidates for week ${r.week}:**`, ""];
  r.candidates.slice(0, 5).forEach((c, i) => {
    lines.push(`${i + 1}. **${who(c)}**: averaging ${pts(c.recentAverage)} lately against ${pts(c.expectedAverage)} expected; ${pts(c.restOfSeasonMean)} projected rest of season.`);
  });
  lines.push("", "Their recent scoring trails their projections, so their managers may sell below value.");
  return lines.join("\n");
}

function ordinal(n: number): string {
  const s = ["th", "st", "nd", "rd"];
  const v = n % 100;
  return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`;
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
};

export function writeToolResult(toolName: string, result: unknown): string {
  if (!(toolName in WRITERS)) return "";
  const writer = WRITERS[toolName as ToolName] as (r: unknown) => string;
  return writer(result);
}
