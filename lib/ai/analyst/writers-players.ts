// Prose for the player tools (compare, outlook and status, buy-low / sell-high). Every number comes from the result.
import type { BuyLowResult, ComparedPlayer, ComparePlayersResult, PlayerOutlookResult } from "@/lib/ai/tools/types";
import { injuryNote, list, pct, pts, rangeLine, who } from "@/lib/ai/analyst/format";
import { isOut } from "@/lib/domain/injury";
import { restOfSeasonLabel } from "@/lib/rules/rest-of-season";
import { injuryWords } from "@/lib/rules/injury";

export const notFoundLine = (names: string[]) =>
  names.length
    ? `I couldn't find ${list(names.map((n) => `"${n.replace(/^my /, "your ")}"`))} ` +
      `— check the spelling${names.some((n) => n.startsWith("my ")) ? " or your roster" : ""}.`
    : "";

function weekLine(p: ComparedPlayer): string {
  if (p.gameStatus === "final")
    return (
      `${pts(p.scoredThisWeek ?? 0)} points scored (game final; ${pts(p.projection.mean)} ` +
      `projected before kickoff)`
    );
  if (p.gameStatus === "live")
    return `${pts(p.scoredThisWeek ?? 0)} points so far (game in progress); ${rangeLine(p.projection)}`;
  return rangeLine(p.projection);
}

export function comparePlayers(r: ComparePlayersResult): string {
  const [a, b] = r.players;
  const notes = r.notes.length ? `_(${r.notes.join("; ")})_\n\n` : "";
  if (!a || !b) {
    const missing = notFoundLine(r.notFound);
    if (a)
      return (
        `${notes}${missing ? `${missing} ` : ""}I need two players to compare; here ` +
        `is ${a.name}: ${weekLine(a)}${injuryNote(a)}, ${pts(a.restOfSeason.mean)} ` +
        `projected over the rest of the season.`
      );
    return missing || "I need two players to compare.";
  }
  const ros = r.horizon === "rest-of-season";
  const when = ros
    ? `${restOfSeasonLabel(a.restOfSeason).toLowerCase()}, ${r.scoring}`
    : `week ${r.week}, ${r.scoring}`;
  const finalNote =
    !ros && (a.gameStatus === "final" || b.gameStatus === "final")
      ? " — a final game counts the points already scored"
      : "";
  const lines = [
    `${notes}**${ros ? "Take" : "Start"} ${a.name}.** ${when[0]!.toUpperCase()}${when.slice(1)}${finalNote}:`,
    "",
  ];
  for (const p of r.players) {
    const main = ros
      ? `${pts(p.restOfSeason.mean)} projected rest-of-season points (this week: ${weekLine(p)})`
      : `${weekLine(p)}; ${pts(p.restOfSeason.mean)} rest of season`;
    lines.push(`- **${who(p)}**: ${main}${injuryNote(p)}`);
  }
  lines.push("");
  if (ros) {
    lines.push(
      `${a.name} is projected for ${pts(a.restOfSeason.mean - b.restOfSeason.mean)} ` +
        `more points than ${b.name} over the rest of the season.`,
    );
  } else {
    if (r.probFirstOutscores !== null)
      lines.push(`${a.name} outscores ${b.name} in ${pct(r.probFirstOutscores * 100)} of simulated games.`);
    if (b.projection.bye) lines.push(`${b.name} is on a bye, so this one is easy.`);
    // Once a game has started, the order counts the points already scored, which the pre-game edge does not: the
    // edge is told only before kickoff.
    else if (a.gameStatus === "pre" && b.gameStatus === "pre") {
      const safer = a.projection.floor >= b.projection.floor ? a : b;
      lines.push(
        `The edge is ${pts(a.projection.mean - b.projection.mean)} projected points; ` +
          `${safer.name} has the higher floor (${pts(safer.projection.floor)}).`,
      );
    }
    const locked = r.players.filter((p) => p.gameStatus === "live" || p.gameStatus === "final");
    if (locked.length)
      lines.push(
        `${list(locked.map((p) => p.name))}'s game has already started, so that lineup spot is locked in most leagues.`,
      );
  }
  const missing = notFoundLine(r.notFound);
  if (missing) lines.push("", missing);
  return lines.join("\n");
}

function statusLines(r: PlayerOutlookResult): string[] {
  const p = r.player!;
  const out: string[] = [];
  const status = p.injuryStatus?.toUpperCase();
  const listed = status && status !== "ACTIVE" ? injuryWords(status) : null;
  const byeNote = r.byeWeek
    ? ` — ${p.nflTeam ?? "his team"}'s bye is week ${r.byeWeek}${r.byeWeek < r.week ? " (already past)" : ""}`
    : "";
  // A player on the injury report leads with it ("what happened to Andrews?"); otherwise the bye, then the report.
  if (r.projection?.bye || r.gameStatus === "bye") out.push(`**${p.name} is on bye in week ${r.week}.**`);
  else if (listed) out.push(`**${p.name} is listed ${listed}** for week ${r.week}.`, `- Not on bye${byeNote}.`);
  else out.push(`**${p.name} is not on bye in week ${r.week}**${byeNote}.`);
  if (!listed) out.push("- Injury: no injury designation.");
  else if (r.projection?.bye || r.gameStatus === "bye") out.push(`- Injury: listed **${listed}**.`);
  if (r.gameStatus === "final") out.push("- His game this week is final.");
  else if (r.gameStatus === "live") out.push("- His game is in progress.");
  if (r.projection && !r.projection.bye) out.push(`- Week ${r.week}: ${rangeLine(r.projection)}.`);
  return out;
}

export function playerOutlook(r: PlayerOutlookResult): string {
  const p = r.player;
  if (!p) return notFoundLine(r.notFound) || "I couldn't find that player.";
  if (r.focus === "status") return statusLines(r).join("\n");
  const lines = [`**${who(p)}${injuryNote(p)}**`, ""];
  const seasonOver = isOut(p.injuryStatus) && (r.restOfSeason?.mean ?? 0) <= 0.5;
  if (r.focus === "rest-of-season" && r.restOfSeason)
    lines.push(`- ${restOfSeasonLabel(r.restOfSeason)}: ${pts(r.restOfSeason.mean)} projected points.`);
  if (r.projection) lines.push(`- Week ${r.week}: ${rangeLine(r.projection)}.`);
  if (r.byeWeek && r.byeWeek >= r.week && !r.projection?.bye) lines.push(`- Bye: week ${r.byeWeek}.`);
  if (r.seasonAverage !== null)
    lines.push(`- Season: ${pts(r.seasonAverage)} points per game over ${r.gamesPlayed} games.`);
  if (r.recent.length)
    lines.push(`- Last ${r.recent.length}: ${r.recent.map((g) => `${pts(g.points)} (wk ${g.week})`).join(", ")}.`);
  if (r.restOfSeason && r.focus !== "rest-of-season")
    lines.push(`- ${restOfSeasonLabel(r.restOfSeason)}: ${pts(r.restOfSeason.mean)} projected points.`);
  if (r.score) {
    const top = [...r.score.drivers].sort(
      (x, y) => y.weight * Math.abs(y.score - 50) - x.weight * Math.abs(x.score - 50),
    )[0];
    lines.push(
      `- GM score: ${Math.round(r.score.overall)}/100` +
        (top ? ` — biggest factor: ${top.name.toLowerCase()} (${top.evidence})` : "") +
        ".",
    );
  }
  if (seasonOver)
    lines.push("", "No points are projected for him the rest of the season — an IR stash or a drop, not a start.");
  else if (isOut(p.injuryStatus)) lines.push("", "He is out this week — don't start him.");
  else if (r.projection && r.projection.volatility > 0.3) lines.push("", "High variance — a boom/bust play this week.");
  else if (r.projection && r.projection.mean > 0) lines.push("", "Stable floor — consistent production.");
  if (r.news.length) {
    lines.push("", "Latest news:");
    for (const n of r.news.slice(0, 3))
      lines.push(`- ${n.url ? `[${n.headline}](${n.url})` : n.headline} (${n.source})`);
  }
  return lines.join("\n");
}

export function buyLow(r: BuyLowResult): string {
  const a = r.assessment;
  if (a) {
    const vs =
      `averaging ${pts(a.recentAverage)} over his last games against ${pts(a.expectedAverage)} ` +
      `projected per game from here (${pts(a.restOfSeasonMean)} rest of season)`;
    if (a.verdict === "buy-low")
      return (
        `**Yes — ${a.name} is a buy-low.** He is ${vs}: his recent scoring trails ` +
        `his projection, so his manager may sell below value.`
      );
    if (a.verdict === "sell-high")
      return (
        `**${a.name} is a sell-high, not a buy-low.** He is ${vs}: he is outscoring ` +
        `his projection, so his price is at its peak.`
      );
    return (
      `**${a.name} is neither a buy-low nor a sell-high right now — hold.** He ` +
      `is ${vs}, in line with what he should score, so his price is fair.`
    );
  }
  if (r.notFound.length) return notFoundLine(r.notFound);
  const sell = r.mode === "sell-high";
  if (!r.candidates.length) return `I don't see a clear ${sell ? "sell-high" : "buy-low"} candidate in week ${r.week}.`;
  const lines = [`**${sell ? "Sell-high" : "Buy-low"} candidates for week ${r.week}:**`, ""];
  r.candidates.slice(0, 5).forEach((c, i) => {
    lines.push(
      `${i + 1}. **${who(c)}**: averaging ${pts(c.recentAverage)} lately against ` +
        `${pts(c.expectedAverage)} expected; ${pts(c.restOfSeasonMean)} projected ` +
        `rest of season.`,
    );
  });
  lines.push(
    "",
    sell
      ? "Their recent scoring is well above their projections, so their value may never be higher."
      : "Their recent scoring trails their projections, so their managers may sell below value.",
  );
  return lines.join("\n");
}
