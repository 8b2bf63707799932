// Reads a question and decides which tool the built-in analyst should call, with which input —
// the same tools and inputs a real model would choose. Pure: tested without a database.
import type { ToolName } from "@/lib/ai/tools/types";

export interface PlannedCall {
  toolName: ToolName;
  input: Record<string, unknown>;
}

export type Plan = { kind: "tools"; calls: PlannedCall[] } | { kind: "help"; reason: "unknown" | "needs-league" };

const POSITIONS: [RegExp, string][] = [
  [/\b(qbs?|quarterbacks?)\b/i, "QB"],
  [/\b(rbs?|running ?backs?)\b/i, "RB"],
  [/\b(wrs?|wide ?receivers?|receivers?)\b/i, "WR"],
  [/\b(tes?|tight ?ends?)\b/i, "TE"],
  [/\b(kickers?|k)\b/i, "K"],
  [/\b(d\/st|dst|defen[cs]es?)\b/i, "DST"],
];

// Capitalized words that start questions or name football things rather than players.
const NOT_NAMES = new Set(
  ("who what whats what's which when where why how should would could can is are do does i im i'm my me " +
    "start sit play trade trading the a an this next week weeks ppr half standard faab waiver waivers " +
    "qb rb wr te k dst d/st flex nfl gm and or vs versus for over about tell give get buy sell low high " +
    "outlook hold drop add pick pickup").split(" "),
);

export function detectPosition(text: string): string | null {
  for (const [pattern, position] of POSITIONS) if (pattern.test(text)) return position;
  return null;
}

// "Justin Jefferson a fair deal?" → "Justin Jefferson": the longest run of capitalized name-like words.
export function extractName(fragment: string): string | null {
  const tokens = fragment.replace(/[?!,;:]/g, " ").split(/\s+/).filter(Boolean);
  const runs: string[][] = [];
  let run: string[] = [];
  for (const token of tokens) {
    const bare = token.replace(/'s$/, "");
    const nameLike = /^[A-Z0-9][\w'.-]*$/.test(bare) && !NOT_NAMES.has(bare.toLowerCase());
    const suffix = run.length > 0 && /^(jr\.?|sr\.?|ii|iii|iv|v)$/i.test(bare);
    if (nameLike || suffix) {
      run.push(bare);
    } else if (run.length) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length) runs.push(run);
  const best = runs.sort((a, b) => b.length - a.length)[0];
  if (best) return best.join(" ");
  // Lower-case typing ("puka nacua"): keep the words that are not question words.
  const words = tokens.map((t) => t.toLowerCase()).filter((t) => !NOT_NAMES.has(t) && /^[a-z][\w'.-]*$/.test(t));
  const fillers = new Set(["this", "fair", "deal", "good", "worth", "it", "be", "to", "in", "of", "on", "right", "now"]);
  const name = words.filter((w) => !fillers.has(w)).slice(0, 3).join(" ");
  return name.length >= 3 ? name : null;
}

function names(fragment: string): string[] {
  return fragment
    .split(/\s*(?:,|\band\b|\+|&)\s*/i)
    .map((part) => extractName(part))
    .filter((n): n is string => Boolean(n));
}

export function planFor(question: string, available: ReadonlySet<string>): Plan {
  const text = question.trim();
  const call = (toolName: ToolName, input: Record<string, unknown>): Plan =>
    available.has(toolName) ? { kind: "tools", calls: [{ toolName, input }] } : { kind: "help", reason: "needs-league" };

  const trade = /\btrad(?:e|ing)\s+(?:away\s+)?(.+?)\s+for\s+(.+)$/i.exec(text);
  if (trade?.[1] && trade[2]) {
    const give = names(trade[1]);
    const get = names(trade[2]);
    if (give.length && get.length) return call("evaluateTrade", { give, get });
  }

  const versus = /(?:\b(?:start|sit|play|flex)\b[\s,:]*)?(.+?)\s+(?:or|vs\.?|versus|over|instead of)\s+(.+)$/i.exec(text);
  if (versus?.[1] && versus[2] && /\b(start|sit|play|flex|or|vs\.?|versus)\b/i.test(text)) {
    const first = extractName(versus[1].replace(/^.*\b(?:start|sit|play|flex)\b[\s,:]*/i, ""));
    const second = extractName(versus[2]);
    if (first && second && first.toLowerCase() !== second.toLowerCase()) {
      return call("comparePlayers", { players: [first, second] });
    }
  }

  if (/\bbuy[- ]?low\b/i.test(text)) return call("findBuyLowCandidates", { position: detectPosition(text) });
  if (/\b(waivers?|pick ?ups?|pick up|free agents?|claim|faab|bid|add)\b/i.test(text)) {
    return call("findWaiverTargets", { position: detectPosition(text) });
  }
  if (/\bplayoffs?\b|\bpostseason\b/i.test(text)) return call("getPlayoffOdds", {});
  if (/\b(line-?up|optimi[sz]e|set my team)\b/i.test(text)) return call("optimizeLineup", {});
  if (/\b(match-?up|opponent|win this week|chances? this week|beat)\b/i.test(text)) return call("getTeamMatchup", {});

  const name = extractName(text.replace(/^(?:what(?:'s| is)|how(?:'s| is| about)|tell me about|should i)\s+/i, ""));
  const outlookWords = /\b(outlook|projection|project|expect|how (?:is|will|does)|tell me about|what about|hold|sell|start|keep|doing)\b/i;
  if (name && (outlookWords.test(text) || (text.split(/\s+/).length <= 4 && /[A-Z]/.test(name)))) return call("getPlayerOutlook", { player: name });

  return { kind: "help", reason: "unknown" };
}
