// Prose for the team tools (standings, roster report, projected total, playoff scenarios, trade ideas). Every
// number comes from the tool result. Names arrive escaped for markdown (escapeTextFieldsForMarkdown) except
// the plain string lists these results add, which are escaped here.
import { SLOT_ELIGIBILITY } from "@/lib/domain/league";
import type {
  PlayoffScenarioResult,
  StandingRow,
  RosterReportPlayer,
  RosterReportResult,
  StandingsResult,
  TeamProjectionResult,
  TradeIdeasResult,
} from "@/lib/ai/tools/types";
import { capitalised, injuryNote, list, pct, pts, rangeLine, signedPct, who } from "@/lib/ai/analyst/format";
import { notFoundLine } from "@/lib/ai/analyst/writers-players";
import { escapeMarkdown } from "@/lib/ai/markdown-escape";
import { ordinal } from "@/lib/rules/format";
import { restOfSeasonLabel } from "@/lib/rules/rest-of-season";

const NONE_INJURED = "None of your players is listed injured";

// One injured player's drop-or-stash read, with the reason it rests on.
function stashVerdict(p: RosterReportPlayer, ros: string): string {
  const points = `${pts(p.restOfSeasonMean)} projected points ${ros}`;
  switch (p.advice) {
    case "stash":
      return `**stash** — ${points}, among your more valuable players`;
    case "stash-ir":
      return `**stash on IR** — only ${points}, but ${
        p.slot === "IR" ? "he already sits in an IR slot" : "an open IR slot holds him without a roster spot"
      }`;
    case "drop":
      return `**drop** if you need the spot — ${points}, among your least valuable`;
    default:
      return `**hold** — only ${statusWord(p)}, he may still play (${pts(p.restOfSeasonMean)} ${ros})`;
  }
}

function otherTeam(r: StandingsResult, t: StandingRow, me: StandingRow | undefined): string {
  const owner = t.owner && !t.isMine ? ` (${t.owner})` : "";
  const lines = [
    `**${t.name}${owner} is ${t.record}, ${ordinal(t.standing)} of ${r.teams.length}.**`,
    "",
    `- Points for: ${pts(t.pointsFor)}.`,
  ];
  if (t.playoffOdds !== null)
    lines.push(`- Playoff odds: ${pct(t.playoffOdds)}, title odds: ${pct(t.titleOdds ?? 0)}.`);
  if (me && !t.isMine) lines.push(`- You (${me.name}) are ${me.record}, ${ordinal(me.standing)}.`);
  return lines.join("\n");
}

export function standings(r: StandingsResult): string {
  const me = r.teams.find((t) => t.isMine);
  if (!r.teams.length) return "I couldn't find the league's standings yet.";
  const asked = r.asked ? r.teams.find((t) => t.name === r.asked) : undefined;
  if (asked) return otherTeam(r, asked, me);
  if (r.askedNotFound) {
    const names = list(r.teams.map((t) => t.name));
    return `I couldn't find a team called "${r.askedNotFound}" in your league. Its teams: ${names}.`;
  }
  if (r.focus === "team" && me) {
    const lines = [`**${me.name} is ${me.record}, ${ordinal(me.standing)} of ${r.teams.length}.**`, ""];
    lines.push(`- Points for: ${pts(me.pointsFor)}.`);
    if (me.playoffOdds !== null)
      lines.push(`- Playoff odds: ${pct(me.playoffOdds)} (${r.playoffTeams} teams make it).`);
    const leader = r.teams[0];
    if (leader && !leader.isMine) lines.push(`- The leader, ${leader.name}, is ${leader.record}.`);
    return lines.join("\n");
  }
  const byPoints = [...r.teams].sort((a, b) => b.pointsFor - a.pointsFor)[0]!;
  const withOdds = r.teams.filter((t) => t.titleOdds !== null);
  const byTitle = [...withOdds].sort((a, b) => (b.titleOdds ?? 0) - (a.titleOdds ?? 0))[0];
  const leader = r.teams[0]!;
  const lines = [`**${leader.name} leads the league at ${leader.record}.**`, ""];
  lines.push(`- Most points: ${byPoints.name} (${pts(byPoints.pointsFor)}).`);
  if (byTitle) lines.push(`- Best title odds: ${byTitle.name} (${pct(byTitle.titleOdds ?? 0)}).`);
  lines.push("", "Standings:");
  r.teams
    .slice(0, 6)
    .forEach((t) =>
      lines.push(
        `${t.standing}. ${t.isMine ? `**${t.name}** (you)` : t.name} — ${t.record}, ${pts(t.pointsFor)} points` +
          (t.playoffOdds !== null ? `, ${pct(t.playoffOdds)} playoff odds` : "") +
          ".",
      ),
    );
  if (me && me.standing > 6) lines.push(`… ${me.standing}. **${me.name}** (you) — ${me.record}.`);
  return lines.join("\n");
}

const statusWord = (p: RosterReportPlayer) => injuryNote(p).replace(" — listed ", "") || "healthy";

function playerLine(p: RosterReportPlayer): string {
  return `**${who(p)}**${injuryNote(p)}: ${rangeLine(p.projection)}`;
}

export function rosterReport(r: RosterReportResult): string {
  const missing = notFoundLine(r.notFound);
  const at =
    r.position === "FLEX"
      ? ` flex options (${SLOT_ELIGIBILITY.FLEX.join(", ")})`
      : r.position
        ? ` ${r.position}s`
        : " players";
  const asked = r.asked ? escapeMarkdown(r.asked) : null;
  if (r.focus === "rank") {
    if (!r.players.length) return `You have no${at} on your roster.`;
    const lines = [`**Your${at}, ranked for week ${r.week}:**`, ""];
    r.players.forEach((p, i) => lines.push(`${i + 1}. ${playerLine(p)}.`));
    return lines.join("\n");
  }
  if (r.focus === "drop-stash") {
    if (!r.players.length)
      return (
        `${missing ? `${missing} ` : ""}` +
        `${asked ? `${asked} ${/ and /.test(asked) ? "aren't" : "isn't"} listed injured` : NONE_INJURED} right now, ` +
        "so there is nothing to drop or stash."
      );
    const ros = restOfSeasonLabel(r.restOfSeasonWeeks).toLowerCase();
    const lines = ["**Drop or stash:**", ""];
    for (const p of r.players) {
      const verdict = stashVerdict(p, ros);
      lines.push(`- ${who(p)}${injuryNote(p)}: ${verdict}.`);
    }
    const room = [
      r.irSlotsFree === null
        ? ""
        : r.irSlotsFree > 0
          ? `You have ${r.irSlotsFree} open IR slot${r.irSlotsFree > 1 ? "s" : ""}: ` +
            "a player listed out can go there without costing a roster spot."
          : "Your IR slots are full.",
      r.rosterSpotsFree !== null ? `Open roster spots: ${r.rosterSpotsFree}.` : "",
      "The data has no expected return dates, so the read rests on value and roster room.",
    ];
    lines.push("", room.filter(Boolean).join(" "));
    return lines.join("\n");
  }
  const lines: string[] = [];
  if (missing) lines.push(missing, "");
  const injured = r.players.filter((p) => injuryNote(p));
  const byes = r.players.filter((p) => (r.weekNamed || r.focus !== "byes" ? p.projection.bye : true));
  if (r.focus !== "byes") {
    lines.push(
      injured.length
        ? `**Injured on your roster (week ${r.week}):** ${list(injured.map((p) => `${who(p)}${injuryNote(p)}`))}.`
        : `**No one on your roster is listed injured** for week ${r.week}.`,
    );
  }
  if (r.focus !== "injuries") {
    if (lines.length) lines.push("");
    if (r.weekNamed || r.focus === "both") {
      lines.push(
        byes.length
          ? `**On a bye in week ${r.week}:** ${list(byes.map(who))}.`
          : `**None of your${at} ${asked ? `(${asked}) ` : ""}is on a bye in week ${r.week}.**`,
      );
    } else {
      const upcoming = r.players.filter((p) => p.byeWeek !== null);
      lines.push(
        upcoming.length
          ? `**Upcoming byes${r.position ? ` at ${r.position}` : ""}:** ` +
              `${list(upcoming.map((p) => `${p.name} (week ${p.byeWeek})`))}.`
          : `**No byes left on your roster${r.position ? ` at ${r.position}` : ""}.**`,
      );
    }
  }
  return lines.join("\n");
}

export function teamProjection(r: TeamProjectionResult): string {
  if (r.projected <= 0) return `I don't have a projection for ${r.team} in week ${r.week}.`;
  return (
    `**${r.team} is projected for ${pts(r.projected)} points in week ${r.week}.**\n\n` +
    `- Range: ${pts(r.floor)} (floor, 10th percentile) to ${pts(r.ceiling)} (ceiling, 90th percentile).`
  );
}

// The scenario's words for whose games they are: the user's ("you", "your") or another team's ("they", "their").
interface Voice {
  they: string;
  their: string;
  theyAre: string;
}
const YOU: Voice = { they: "you", their: "your", theyAre: "you're" };
const THEY: Voice = { they: "they", their: "their", theyAre: "they're" };

const games = (n: number) => `${n} game${n === 1 ? "" : "s"}`;

const SCENARIO_WORDS: Record<PlayoffScenarioResult["scenario"], (r: PlayoffScenarioResult, v: Voice) => string> = {
  "win-out": (r, v) => `if ${v.they} win out (${games(r.games)})`,
  "lose-out": (r, v) => `if ${v.they} lose out (${games(r.games)})`,
  "lose-this-week": (_, v) => `if ${v.they} lose this week`,
  "win-this-week": (_, v) => `if ${v.they} win this week`,
  record: (r, v) =>
    `if ${v.they} go ${r.wins}-${r.games - (r.wins ?? 0)}` +
    `${r.games < r.gamesLeft ? ` over ${v.their} next ${r.games}` : ""}`,
  "final-record": (r, v) =>
    `if ${v.they} finish ${r.finalRecord?.wins}-${r.finalRecord?.losses} (${r.wins}-${r.games - (r.wins ?? 0)} the ` +
    "rest of the way)",
};

export function playoffScenario(r: PlayoffScenarioResult): string {
  const v = r.own ? YOU : THEY;
  // Another team's scenario leads with its name; a name that matched no team says so before the user's own.
  const lead = r.own ? "" : `${r.team}: `;
  const notFound = r.askedNotFound
    ? `No team of the league goes by "${r.askedNotFound}"; here is your own scenario.\n\n`
    : "";
  return notFound + scenarioOdds(r, v, lead);
}

function scenarioOdds(r: PlayoffScenarioResult, v: Voice, lead: string): string {
  const f = r.finalRecord;
  // ("At 5-4, do I make it?" when 5-4 now: the record now, and the odds from it.)
  if (f && f.wins === f.nowWins && f.losses === f.nowLosses)
    return (
      `**${r.team} is ${f.wins}-${f.losses} now with ${games(r.gamesLeft)} left: ${v.their} playoff odds are ` +
      `${pct(r.playoffOdds)}.**`
    );
  if (f && !f.reachable)
    return (
      `**${f.wins}-${f.losses} isn't a record ${r.team} can finish with:** ${v.theyAre} ${f.nowWins}-${f.nowLosses} ` +
      `with ${games(r.gamesLeft)} left, so ${v.they} finish between ${f.nowWins}-${f.nowLosses + r.gamesLeft} and ` +
      `${f.nowWins + r.gamesLeft}-${f.nowLosses}.\n\n- ${capitalised(v.their)} playoff odds now: ${pct(r.playoffOdds)}.`
    );
  const ifThis = SCENARIO_WORDS[r.scenario](r, v);
  const lines = [
    `**${lead ? `${lead}${ifThis}` : capitalised(ifThis)}, ${v.their} playoff odds are ` +
      `${pct(r.playoffOdds)}** (${pct(r.basePlayoffOdds)} now).`,
    "",
    `- First-round bye: ${pct(r.byeOdds)}; championship: ${pct(r.titleOdds)}.`,
  ];
  if (r.combinations > 1)
    lines.push(`- Averaged over the ${r.combinations} ways that record can happen, each weighted by how likely it is.`);
  lines.push(
    `- ${r.gamesLeft} regular-season game${r.gamesLeft > 1 ? "s" : ""} left; every other game plays out as simulated.`,
  );
  return lines.join("\n");
}

export function tradeIdeas(r: TradeIdeasResult): string {
  const about =
    (r.players.length ? ` involving ${list(r.players.map(escapeMarkdown))}` : "") +
    (r.position
      ? r.position.side === "get"
        ? ` bringing in a ${r.position.at}`
        : ` sending one of your ${r.position.at}s`
      : "") +
    (r.partner ? ` with ${r.partner}` : "");
  const noPartner = r.partnerNotFound
    ? `I couldn't find a team called "${r.partnerNotFound}" in your league, so these are with anyone.`
    : "";
  const shape = r.shape === "any" ? "" : ` (${r.shape})`;
  const missing = notFoundLine(r.notFound);
  if (!r.ideas.length)
    return [
      missing,
      noPartner,
      `**The trade finder has no deal${about}${shape} that raises both teams' playoff odds right now.**`,
      r.emptyReason && !r.players.length ? r.emptyReason : "",
      r.players.length ? "Name a target and I'll price that trade for you." : "",
    ]
      .filter(Boolean)
      .join("\n\n");
  const lines = [`**Trade ideas${about}${shape}** — from the trade finder, each raising both teams' playoff odds:`, ""];
  r.ideas
    .slice(0, 4)
    .forEach((t, i) =>
      lines.push(
        `${i + 1}. Give ${list(t.give.map((p) => p.name))} to ${t.partnerTeam} for ${list(t.get.map((p) => p.name))} ` +
          `— your playoff odds ${signedPct(t.myDeltaPlayoffOdds)}, theirs ${signedPct(t.partnerDeltaPlayoffOdds)}.`,
      ),
    );
  if (missing) lines.push("", missing);
  if (noPartner) lines.push("", noPartner);
  return lines.join("\n");
}
