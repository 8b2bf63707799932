/** @jest-environment node */
// The GM's understanding on the held-out evaluation set (written apart from the training paraphrases): at least
// 90 % answered correctly and at most 2 % confidently wrong — the rest clarifying questions or honest declines.
import { evaluateSet } from "@/lib/ai/analyst/evaluate";
import { HELD_OUT } from "@/lib/ai/analyst/nlu/heldout.data";
import { HELD_OUT_FRESH } from "@/lib/ai/analyst/nlu/heldout-fresh.data";
import { HELD_OUT_BLIND_3 } from "@/lib/ai/analyst/nlu/heldout-blind3.data";
import { HELD_OUT_BLIND_4 } from "@/lib/ai/analyst/nlu/heldout-blind4.data";
import { HELD_OUT_BLIND_5 } from "@/lib/ai/analyst/nlu/heldout-blind5.data";
import { HELD_OUT_BLIND_6 } from "@/lib/ai/analyst/nlu/heldout-blind6.data";
import { HELD_OUT_BLIND_10 } from "@/lib/ai/analyst/nlu/heldout-blind10.data";
import { HELD_OUT_BLIND_11 } from "@/lib/ai/analyst/nlu/heldout-blind11.data";
import { HELD_OUT_BLIND_12 } from "@/lib/ai/analyst/nlu/heldout-blind12.data";
import { HELD_OUT_BLIND_13 } from "@/lib/ai/analyst/nlu/heldout-blind13.data";
import { HELD_OUT_BLIND_14 } from "@/lib/ai/analyst/nlu/heldout-blind14.data";
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

// The halves of the later blind sets that were read and tuned on (the odd halves stay unread, out of sample).
const evenHalves = (sets: (typeof HELD_OUT)[]) => sets.flatMap((set) => set.filter((_, i) => i % 2 === 0));
const EVEN_HALVES = evenHalves([
  HELD_OUT_BLIND_10,
  HELD_OUT_BLIND_11,
  HELD_OUT_BLIND_12,
  HELD_OUT_BLIND_13,
  HELD_OUT_BLIND_14,
]);
const LATER_EVEN_HALVES = evenHalves([
  HELD_OUT_BLIND_16,
  HELD_OUT_BLIND_17,
  HELD_OUT_BLIND_18,
  HELD_OUT_BLIND_19,
  HELD_OUT_BLIND_20,
  HELD_OUT_BLIND_21,
  HELD_OUT_BLIND_22,
  HELD_OUT_BLIND_23,
]);
const NEWEST_EVEN_HALVES = evenHalves([
  HELD_OUT_BLIND_24,
  HELD_OUT_BLIND_25,
  HELD_OUT_BLIND_26,
  HELD_OUT_BLIND_27,
  HELD_OUT_BLIND_28,
  HELD_OUT_BLIND_29,
]);

describe("GM held-out evaluation", () => {
  it("has at least 100 conversations, with follow-ups, multi-part and out-of-scope questions", () => {
    expect(HELD_OUT.length).toBeGreaterThanOrEqual(100);
    expect(HELD_OUT.filter((c) => c.turns.length > 1).length).toBeGreaterThanOrEqual(10);
    expect(HELD_OUT.filter((c) => Array.isArray(c.expect)).length).toBeGreaterThanOrEqual(3);
    expect(HELD_OUT.filter((c) => c.expect === "None").length).toBeGreaterThanOrEqual(5);
  });

  it("answers ≥ 90 % correctly and ≤ 2 % confidently wrong", async () => {
    const report = await evaluateSet(HELD_OUT);
    const misses = report.results
      .filter((r) => r.outcome !== "correct")
      .map((r) => `[${r.outcome}] ${JSON.stringify(r.case.turns)}: ${r.why}`);
    console.log(
      `held-out: correct ${(report.share.correct * 100).toFixed(1)}%, clarified ` +
        `${(report.share.clarified * 100).toFixed(1)}%, declined ${(report.share.declined * 100).toFixed(1)}%, ` +
        `confidently wrong ${(report.share.wrong * 100).toFixed(1)}%\n${misses.join("\n")}`,
    );
    expect(report.share.correct).toBeGreaterThanOrEqual(0.9);
    expect(report.share.wrong).toBeLessThanOrEqual(0.02);
  }, 60_000);

  // Sets read and tuned on (the development set, then the blind sets after their one unread scoring): each held at
  // the level its tuning reached, so later work does not undo it. A miss lists the confident wrong answers.
  it.each([
    { name: "the development set", set: HELD_OUT_FRESH, maxWrong: 0.01 },
    { name: "the third blind set", set: HELD_OUT_BLIND_3, maxWrong: 0.01 },
    { name: "the fourth blind set", set: HELD_OUT_BLIND_4, maxWrong: 0.02 },
    { name: "the fifth blind set", set: HELD_OUT_BLIND_5, maxWrong: 0.04 },
    { name: "the sixth blind set", set: HELD_OUT_BLIND_6, maxWrong: 0.03 },
    { name: "the tuned halves of the tenth to fourteenth blind sets", set: EVEN_HALVES, maxWrong: 0.01 },
    { name: "the tuned halves of the sixteenth to twenty-third blind sets", set: LATER_EVEN_HALVES, maxWrong: 0.02 },
    // Tuned in one session from first shots of 66–77 %: held where that tuning reached.
    {
      name: "the tuned halves of the twenty-fourth to twenty-ninth blind sets",
      set: NEWEST_EVEN_HALVES,
      maxWrong: 0.03,
      minCorrect: 0.93,
    },
  ])(
    "keeps $name at its tuned level (≥ 95 % correct unless set lower, confidently wrong ≤ $maxWrong)",
    async ({ set, maxWrong, minCorrect = 0.95 }) => {
      const report = await evaluateSet(set);
      const wrong = report.results
        .filter((r) => r.outcome === "wrong")
        .map((r) => `${JSON.stringify(r.case.turns)}: ${r.why}`);
      if (wrong.length > maxWrong * report.results.length)
        throw new Error(`${wrong.length} of ${report.results.length} confidently wrong:\n${wrong.join("\n")}`);
      expect(report.share.correct).toBeGreaterThanOrEqual(minCorrect);
    },
    120_000,
  );
});
