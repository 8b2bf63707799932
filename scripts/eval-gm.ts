// The GM's understanding on the held-out evaluation set: outcome shares, per-intent precision and recall, misses.
// Usage: npx tsx scripts/eval-gm.ts [--fresh] [--misses]   (--fresh: the second held-out set)
import { evaluateSet } from "@/lib/ai/analyst/evaluate";
import { HELD_OUT } from "@/lib/ai/analyst/nlu/heldout.data";
import { HELD_OUT_FRESH } from "@/lib/ai/analyst/nlu/heldout-fresh.data";

const pct = (x: number | null) => (x === null ? "   –  " : `${(x * 100).toFixed(1).padStart(5)}%`);

async function main() {
  const fresh = process.argv.includes("--fresh");
  const report = await evaluateSet(fresh ? HELD_OUT_FRESH : HELD_OUT);
  const n = report.results.length;
  console.log(`${fresh ? "Fresh held-out" : "Held-out"} set: ${n} conversations`);
  console.log(
    `correct ${pct(report.share.correct)}  clarified ${pct(report.share.clarified)}  ` +
      `declined ${pct(report.share.declined)}  confidently wrong ${pct(report.share.wrong)}`,
  );
  console.log("\nintent           precision  recall  support");
  for (const r of report.perIntent)
    console.log(`${r.intent.padEnd(16)} ${pct(r.precision)}   ${pct(r.recall)}  ${String(r.support).padStart(4)}`);
  if (process.argv.includes("--misses")) {
    console.log("\nNot correct:");
    for (const r of report.results.filter((x) => x.outcome !== "correct"))
      console.log(`- [${r.outcome}] ${JSON.stringify(r.case.turns)} expected ${r.case.expect}: ${r.why}`);
  }
}

void main();
