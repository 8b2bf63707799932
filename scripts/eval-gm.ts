// The GM's understanding on an evaluation set: outcome shares, per-intent precision and recall, misses.
// Usage: npx tsx scripts/eval-gm.ts [--fresh | --blindN | --unread] [--half=even|odd] [--misses]
//   default: the held-out set (never tuned on); --fresh: the development set; --blindN: the N-th blind set (written by
//   someone who never saw the training data; "--blind" alone is the second), with how it has been used
//   (lib/ai/analyst/nlu/heldout-sets.ts); --unread: everything never read, as one set.
//   --half=even|odd scores only the even- or odd-indexed conversations. Never --misses on what is unread: reading
//   its misses would make it tuning data.
import { evaluateSet } from "@/lib/ai/analyst/evaluate";
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";
import { HELD_OUT } from "@/lib/ai/analyst/nlu/heldout.data";
import { HELD_OUT_FRESH } from "@/lib/ai/analyst/nlu/heldout-fresh.data";
import { BLIND_SETS, UNREAD, type BlindUse } from "@/lib/ai/analyst/nlu/heldout-sets";

const pct = (x: number | null) => (x === null ? "   –  " : `${(x * 100).toFixed(1).padStart(5)}%`);

const USE: Record<BlindUse, string> = {
  tuned: "scored once, then tuned on",
  "even-half-tuned": "scored once, even half tuned on",
  "even-half-read": "scored once, even half read, none tuned on",
  unread: "never read",
};

function chosenSet(): [string, HeldOutCase[]] {
  const has = (flag: string) => process.argv.includes(flag);
  if (has("--unread")) return ["Never read (odd halves of the half-read sets, the unread sets whole)", UNREAD];
  const blind = process.argv.map((a) => /^--blind(\d*)$/.exec(a)).find(Boolean);
  if (blind) {
    const n = blind[1] ? Number(blind[1]) : 2;
    const set = BLIND_SETS.find((s) => s.n === n);
    if (!set) throw new Error(`no blind set ${n}: there are ${BLIND_SETS.length}`);
    return [`Blind set ${n} (${USE[set.use]})`, set.cases];
  }
  if (has("--fresh")) return ["Development", HELD_OUT_FRESH];
  return ["Held-out", HELD_OUT];
}

async function main() {
  const [label, cases] = chosenSet();
  // "--half=even" / "--half=odd": only the even- or odd-indexed conversations (one half read and tuned on, the
  // other kept unread as an out-of-sample check).
  const half = process.argv.find((a) => a.startsWith("--half="))?.slice("--half=".length);
  const parity = half === "even" ? 0 : half === "odd" ? 1 : null;
  const report = await evaluateSet(parity === null ? cases : cases.filter((_, i) => i % 2 === parity));
  const n = report.results.length;
  console.log(`${label} set${half ? ` (${half} half)` : ""}: ${n} conversations`);
  console.log(
    `correct ${pct(report.share.correct)}  clarified ${pct(report.share.clarified)}  ` +
      `declined ${pct(report.share.declined)}  confidently wrong ${pct(report.share.wrong)}`,
  );
  console.log(
    `latency per question: p50 ${report.latency.p50.toFixed(1)} ms  p95 ${report.latency.p95.toFixed(1)} ms  ` +
      `max ${report.latency.max.toFixed(1)} ms`,
  );
  console.log("\nintent           precision  recall  support");
  for (const r of report.perIntent)
    console.log(`${r.intent.padEnd(16)} ${pct(r.precision)}   ${pct(r.recall)}  ${String(r.support).padStart(4)}`);
  if (process.argv.includes("--misses")) {
    console.log("\nNot correct:");
    for (const r of report.results.filter((x) => x.outcome !== "correct"))
      console.log(`- [${r.outcome}] ${JSON.stringify(r.case.turns)} expected ${String(r.case.expect)}: ${r.why}`);
  }
}

void main();
