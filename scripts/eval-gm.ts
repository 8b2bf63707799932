// The GM's understanding on an evaluation set: outcome shares, per-intent precision and recall, misses.
// Usage: npx tsx scripts/eval-gm.ts [--fresh | --blind1 | --blind | --blind3 | … | --blind33 | --unread]
//   [--half=even|odd]
//   [--misses]
//   default: the held-out set (never tuned on); --fresh: the development set; --blind1 … --blind7: sets written by
//   someone who never saw the training data — each scored once, then tuned on, so all are development sets now;
//   --blind7, --blind8: the seventh and eighth such sets, each tuned on its even half only (the odd half unread);
//   --blind9: the ninth; its even half was read in a tuning round that was not kept, its odd half never read.
//   --blind10 … --blind14: the tenth to fourteenth, each scored once, then tuned on its even half only.
//   --blind15: the fifteenth, scored once and never read.
//   --blind16 … --blind29: the sixteenth to twenty-ninth, each scored once, then tuned on its even half only.
//   --blind30 … --blind33: the thirtieth to thirty-third, scored and never read.
//   --unread: everything never read, as one set — the odd halves of the seventh to twenty-ninth sets, the
//   fifteenth and the thirtieth to thirty-third whole.
//   --half=even|odd scores only the even- or odd-indexed conversations. Never --misses on what is unread: reading
//   its misses would make it tuning data.
import { evaluateSet } from "@/lib/ai/analyst/evaluate";
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";
import { HELD_OUT } from "@/lib/ai/analyst/nlu/heldout.data";
import { HELD_OUT_FRESH } from "@/lib/ai/analyst/nlu/heldout-fresh.data";
import { HELD_OUT_BLIND1 } from "@/lib/ai/analyst/nlu/heldout-blind1.data";
import { HELD_OUT_BLIND_2 } from "@/lib/ai/analyst/nlu/heldout-blind2.data";
import { HELD_OUT_BLIND_3 } from "@/lib/ai/analyst/nlu/heldout-blind3.data";
import { HELD_OUT_BLIND_4 } from "@/lib/ai/analyst/nlu/heldout-blind4.data";
import { HELD_OUT_BLIND_5 } from "@/lib/ai/analyst/nlu/heldout-blind5.data";
import { HELD_OUT_BLIND_6 } from "@/lib/ai/analyst/nlu/heldout-blind6.data";
import { HELD_OUT_BLIND_7 } from "@/lib/ai/analyst/nlu/heldout-blind7.data";
import { HELD_OUT_BLIND_8 } from "@/lib/ai/analyst/nlu/heldout-blind8.data";
import { HELD_OUT_BLIND_9 } from "@/lib/ai/analyst/nlu/heldout-blind9.data";
import { HELD_OUT_BLIND_10 } from "@/lib/ai/analyst/nlu/heldout-blind10.data";
import { HELD_OUT_BLIND_11 } from "@/lib/ai/analyst/nlu/heldout-blind11.data";
import { HELD_OUT_BLIND_12 } from "@/lib/ai/analyst/nlu/heldout-blind12.data";
import { HELD_OUT_BLIND_13 } from "@/lib/ai/analyst/nlu/heldout-blind13.data";
import { HELD_OUT_BLIND_14 } from "@/lib/ai/analyst/nlu/heldout-blind14.data";
import { HELD_OUT_BLIND_15 } from "@/lib/ai/analyst/nlu/heldout-blind15.data";
import { HELD_OUT_BLIND_16 } from "@/lib/ai/analyst/nlu/heldout-blind16.data";
import { HELD_OUT_BLIND_17 } from "@/lib/ai/analyst/nlu/heldout-blind17.data";
import { HELD_OUT_BLIND_18 } from "@/lib/ai/analyst/nlu/heldout-blind18.data";
import { HELD_OUT_BLIND_19 } from "@/lib/ai/analyst/nlu/heldout-blind19.data";
import { HELD_OUT_BLIND_20 } from "@/lib/ai/analyst/nlu/heldout-blind20.data";
import { HELD_OUT_BLIND_21 } from "@/lib/ai/analyst/nlu/heldout-blind21.data";
import { HELD_OUT_BLIND_22 } from "@/lib/ai/analyst/nlu/heldout-blind22.data";
import { HELD_OUT_BLIND_23 } from "@/lib/ai/analyst/nlu/heldout-blind23.data";
import { HELD_OUT_BLIND_24 } from "@/lib/ai/analyst/nlu/heldout-blind24.data";
import { HELD_OUT_BLIND_25 } from "@/lib/ai/analyst/nlu/heldout-blind25.data";
import { HELD_OUT_BLIND_26 } from "@/lib/ai/analyst/nlu/heldout-blind26.data";
import { HELD_OUT_BLIND_27 } from "@/lib/ai/analyst/nlu/heldout-blind27.data";
import { HELD_OUT_BLIND_28 } from "@/lib/ai/analyst/nlu/heldout-blind28.data";
import { HELD_OUT_BLIND_29 } from "@/lib/ai/analyst/nlu/heldout-blind29.data";
import { HELD_OUT_BLIND_30 } from "@/lib/ai/analyst/nlu/heldout-blind30.data";
import { HELD_OUT_BLIND_31 } from "@/lib/ai/analyst/nlu/heldout-blind31.data";
import { HELD_OUT_BLIND_32 } from "@/lib/ai/analyst/nlu/heldout-blind32.data";
import { HELD_OUT_BLIND_33 } from "@/lib/ai/analyst/nlu/heldout-blind33.data";

const pct = (x: number | null) => (x === null ? "   –  " : `${(x * 100).toFixed(1).padStart(5)}%`);

const oddHalf = (set: HeldOutCase[]) => set.filter((_, i) => i % 2 === 1);

// Every conversation never read: what the GM's understanding scores on wording it was not tuned on.
const UNREAD: HeldOutCase[] = [
  ...[
    HELD_OUT_BLIND_7,
    HELD_OUT_BLIND_8,
    HELD_OUT_BLIND_9,
    HELD_OUT_BLIND_10,
    HELD_OUT_BLIND_11,
    HELD_OUT_BLIND_12,
    HELD_OUT_BLIND_13,
    HELD_OUT_BLIND_14,
    HELD_OUT_BLIND_16,
    HELD_OUT_BLIND_17,
    HELD_OUT_BLIND_18,
    HELD_OUT_BLIND_19,
    HELD_OUT_BLIND_20,
    HELD_OUT_BLIND_21,
    HELD_OUT_BLIND_22,
    HELD_OUT_BLIND_23,
    HELD_OUT_BLIND_24,
    HELD_OUT_BLIND_25,
    HELD_OUT_BLIND_26,
    HELD_OUT_BLIND_27,
    HELD_OUT_BLIND_28,
    HELD_OUT_BLIND_29,
  ].flatMap(oddHalf),
  ...HELD_OUT_BLIND_15,
  ...HELD_OUT_BLIND_30,
  ...HELD_OUT_BLIND_31,
  ...HELD_OUT_BLIND_32,
  ...HELD_OUT_BLIND_33,
];

function chosenSet(): [string, HeldOutCase[]] {
  const has = (flag: string) => process.argv.includes(flag);
  if (has("--blind29")) return ["Twenty-ninth blind (scored once, even half tuned on)", HELD_OUT_BLIND_29];
  if (has("--blind24")) return ["Twenty-fourth blind (scored once, even half tuned on)", HELD_OUT_BLIND_24];
  if (has("--blind28")) return ["Twenty-eighth blind (scored once, even half tuned on)", HELD_OUT_BLIND_28];
  if (has("--blind26")) return ["Twenty-sixth blind (scored once, even half tuned on)", HELD_OUT_BLIND_26];
  if (has("--blind25")) return ["Twenty-fifth blind (scored once, even half tuned on)", HELD_OUT_BLIND_25];
  if (has("--blind27")) return ["Twenty-seventh blind (scored once, even half tuned on)", HELD_OUT_BLIND_27];
  if (has("--blind30")) return ["Thirtieth blind (scored, never read)", HELD_OUT_BLIND_30];
  if (has("--blind31")) return ["Thirty-first blind (scored, never read)", HELD_OUT_BLIND_31];
  if (has("--blind32")) return ["Thirty-second blind (scored, never read)", HELD_OUT_BLIND_32];
  if (has("--unread")) return ["Never read (odd halves of 7–29, sets 15 and 30–33 whole)", UNREAD];
  if (has("--blind33")) return ["Thirty-third blind (scored, never read)", HELD_OUT_BLIND_33];
  if (has("--blind23")) return ["Twenty-third blind (scored once, even half tuned on)", HELD_OUT_BLIND_23];
  if (has("--blind22")) return ["Twenty-second blind (scored once, even half tuned on)", HELD_OUT_BLIND_22];
  if (has("--blind21")) return ["Twenty-first blind (scored once, even half tuned on)", HELD_OUT_BLIND_21];
  if (has("--blind20")) return ["Twentieth blind (scored once, even half tuned on)", HELD_OUT_BLIND_20];
  if (has("--blind19")) return ["Nineteenth blind (scored once, even half tuned on)", HELD_OUT_BLIND_19];
  if (has("--blind18")) return ["Eighteenth blind (scored once, even half tuned on)", HELD_OUT_BLIND_18];
  if (has("--blind17")) return ["Seventeenth blind (scored once, even half tuned on)", HELD_OUT_BLIND_17];
  if (has("--blind16")) return ["Sixteenth blind (scored once, even half tuned on)", HELD_OUT_BLIND_16];
  if (has("--blind15")) return ["Fifteenth blind (scored once, never read)", HELD_OUT_BLIND_15];
  if (has("--blind14")) return ["Fourteenth blind (scored once, even half tuned on)", HELD_OUT_BLIND_14];
  if (has("--blind13")) return ["Thirteenth blind (scored once, even half tuned on)", HELD_OUT_BLIND_13];
  if (has("--blind12")) return ["Twelfth blind (scored once, even half tuned on)", HELD_OUT_BLIND_12];
  if (has("--blind11")) return ["Eleventh blind (scored once, even half tuned on)", HELD_OUT_BLIND_11];
  if (has("--blind10")) return ["Tenth blind (scored once, even half tuned on)", HELD_OUT_BLIND_10];
  if (has("--blind9")) return ["Ninth blind (scored once, even half read, none tuned on)", HELD_OUT_BLIND_9];
  if (has("--blind8")) return ["Eighth blind (scored once, even half tuned on)", HELD_OUT_BLIND_8];
  if (has("--blind7")) return ["Seventh blind (scored once, even half tuned on)", HELD_OUT_BLIND_7];
  if (has("--blind6")) return ["Sixth blind (scored once, now tuned on)", HELD_OUT_BLIND_6];
  if (has("--blind5")) return ["Fifth blind (scored once, now tuned on)", HELD_OUT_BLIND_5];
  if (has("--blind4")) return ["Fourth blind (scored once, now tuned on)", HELD_OUT_BLIND_4];
  if (has("--blind3")) return ["Third blind (scored once, now tuned on)", HELD_OUT_BLIND_3];
  if (has("--blind1")) return ["First blind (scored once, now tuned on)", HELD_OUT_BLIND1];
  if (has("--blind")) return ["Second blind (scored once, now tuned on)", HELD_OUT_BLIND_2];
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
