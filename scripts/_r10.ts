import { evaluateSet } from "@/lib/ai/analyst/evaluate";
import { HELD_OUT_FRESH } from "@/lib/ai/analyst/nlu/heldout-fresh.data";
async function main() {
  const r = await evaluateSet(HELD_OUT_FRESH.slice(600));
  console.log(r.results.length, r.share);
  for (const x of r.results.filter((x) => x.outcome !== "correct")) console.log(`[${x.outcome}] ${JSON.stringify(x.case.turns)} exp ${x.case.expect}: ${x.why}`);
}
void main();
