/** @jest-environment node */
// The GM's understanding on the held-out evaluation set (written apart from the training paraphrases): at least
// 90 % answered correctly and at most 2 % confidently wrong — the rest clarifying questions or honest declines.
import { evaluateSet } from "@/lib/ai/analyst/evaluate";
import { HELD_OUT, type HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";
import { HELD_OUT_FRESH } from "@/lib/ai/analyst/nlu/heldout-fresh.data";
import { BLIND_SETS, UNREAD, blindSet, tunedEvenHalves } from "@/lib/ai/analyst/nlu/heldout-sets";

describe("GM held-out evaluation", () => {
  it("has at least 100 conversations, with follow-ups, multi-part and out-of-scope questions", () => {
    expect(HELD_OUT.length).toBeGreaterThanOrEqual(100);
    expect(HELD_OUT.filter((c) => c.turns.length > 1).length).toBeGreaterThanOrEqual(10);
    expect(HELD_OUT.filter((c) => Array.isArray(c.expect)).length).toBeGreaterThanOrEqual(3);
    expect(HELD_OUT.filter((c) => c.expect === "None").length).toBeGreaterThanOrEqual(5);
  });

  it("counts as unread only what no tuning round read", () => {
    const read = new Set([
      ...BLIND_SETS.filter((s) => s.use === "tuned").flatMap((s) => s.cases),
      ...BLIND_SETS.filter((s) => s.use.startsWith("even-half")).flatMap((s) => s.cases.filter((_, i) => i % 2 === 0)),
    ]);
    expect(UNREAD.filter((c) => read.has(c))).toEqual([]);
    expect(UNREAD.length + read.size).toBe(BLIND_SETS.reduce((n, s) => n + s.cases.length, 0));
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

  type TunedLevel = { name: string; set: HeldOutCase[]; maxWrong: number; minCorrect?: number };
  // Sets read and tuned on (the development set, then the blind sets after their one unread scoring): each held at
  // the level its tuning reached, so later work does not undo it. A miss lists the confident wrong answers.
  it.each<TunedLevel>([
    { name: "the development set", set: HELD_OUT_FRESH, maxWrong: 0.01 },
    { name: "the third blind set", set: blindSet(3), maxWrong: 0.01 },
    { name: "the fourth blind set", set: blindSet(4), maxWrong: 0.02 },
    { name: "the fifth blind set", set: blindSet(5), maxWrong: 0.04 },
    { name: "the sixth blind set", set: blindSet(6), maxWrong: 0.03 },
    { name: "the tuned halves of the tenth to fourteenth blind sets", set: tunedEvenHalves(10, 14), maxWrong: 0.01 },
    {
      name: "the tuned halves of the sixteenth to twenty-third blind sets",
      set: tunedEvenHalves(16, 23),
      maxWrong: 0.02,
    },
    // Tuned in one session from first shots of 66–77 %: held where that tuning reached.
    {
      name: "the tuned halves of the twenty-fourth to twenty-ninth blind sets",
      set: tunedEvenHalves(24, 29),
      maxWrong: 0.03,
      minCorrect: 0.93,
    },
    {
      name: "the tuned halves of the thirty-fourth to thirty-eighth blind sets",
      set: tunedEvenHalves(34, 38),
      maxWrong: 0.03,
      minCorrect: 0.92,
    },
    {
      name: "the tuned halves of the forty-second to forty-sixth blind sets",
      set: tunedEvenHalves(42, 46),
      maxWrong: 0.04,
      minCorrect: 0.92,
    },
    {
      name: "the tuned halves of the fiftieth to fifty-fourth blind sets",
      set: tunedEvenHalves(50, 54),
      maxWrong: 0.06,
      minCorrect: 0.9,
    },
    {
      name: "the tuned halves of the fifty-eighth to sixty-second blind sets",
      set: tunedEvenHalves(58, 62),
      maxWrong: 0.06,
      minCorrect: 0.89,
    },
    {
      name: "the tuned halves of the sixty-sixth to seventieth blind sets",
      set: tunedEvenHalves(66, 70),
      maxWrong: 0.06,
      minCorrect: 0.87,
    },
    {
      name: "the tuned halves of the seventy-fourth to seventy-eighth blind sets",
      set: tunedEvenHalves(74, 78),
      maxWrong: 0.06,
      minCorrect: 0.9,
    },
    {
      name: "the tuned halves of the eighty-second to eighty-sixth blind sets",
      set: tunedEvenHalves(82, 86),
      maxWrong: 0.05,
      minCorrect: 0.92,
    },
    {
      name: "the tuned halves of the ninetieth to ninety-fourth blind sets",
      set: tunedEvenHalves(90, 94),
      maxWrong: 0.06,
      minCorrect: 0.9,
    },
    {
      name: "the tuned halves of the ninety-eighth to hundred-and-second blind sets",
      set: tunedEvenHalves(98, 102),
      maxWrong: 0.03,
      minCorrect: 0.92,
    },
    {
      name: "the tuned halves of the hundred-and-sixth to hundred-and-tenth blind sets",
      set: tunedEvenHalves(106, 110),
      maxWrong: 0.02,
    },
    {
      name: "the tuned halves of the hundred-and-fourteenth to hundred-and-eighteenth blind sets",
      set: tunedEvenHalves(114, 118),
      maxWrong: 0.02,
      minCorrect: 0.96,
    },
    {
      name: "the tuned halves of the hundred-and-twenty-second to hundred-and-twenty-sixth blind sets",
      set: tunedEvenHalves(122, 126),
      maxWrong: 0.02,
      minCorrect: 0.96,
    },
    {
      name: "the tuned halves of the hundred-and-thirtieth to hundred-and-thirty-fourth blind sets",
      set: tunedEvenHalves(130, 134),
      maxWrong: 0.05,
      minCorrect: 0.91,
    },
    {
      name: "the tuned halves of the hundred-and-thirty-eighth to hundred-and-forty-second blind sets",
      set: tunedEvenHalves(138, 142),
      maxWrong: 0.04,
      minCorrect: 0.9,
    },
    {
      name: "the tuned halves of the hundred-and-forty-sixth to hundred-and-fiftieth blind sets",
      set: tunedEvenHalves(146, 150),
      maxWrong: 0.04,
      minCorrect: 0.93,
    },
    {
      name: "the tuned halves of the hundred-and-fifty-fourth to hundred-and-fifty-eighth blind sets",
      set: tunedEvenHalves(154, 158),
      maxWrong: 0.03,
      minCorrect: 0.94,
    },
    {
      name: "the tuned halves of the hundred-and-sixty-second to hundred-and-sixty-sixth blind sets",
      set: tunedEvenHalves(162, 166),
      maxWrong: 0.02,
      minCorrect: 0.96,
    },
    {
      name: "the tuned halves of the hundred-and-seventy-fourth to hundred-and-seventy-seventh blind sets",
      set: tunedEvenHalves(174, 177),
      maxWrong: 0.02,
      minCorrect: 0.96,
    },
    {
      name: "the tuned halves of the hundred-and-eighty-second to hundred-and-eighty-fifth blind sets",
      set: tunedEvenHalves(182, 185),
      maxWrong: 0.08,
      minCorrect: 0.83,
    },
    {
      name: "the tuned halves of the hundred-and-eighty-sixth to hundred-and-eighty-ninth blind sets",
      set: tunedEvenHalves(186, 189),
      maxWrong: 0.08,
      minCorrect: 0.89,
    },
    {
      name: "the tuned half of the hundred-and-ninetieth blind set (fat thumbs and autocorrect)",
      set: tunedEvenHalves(190, 190),
      maxWrong: 0.02,
      minCorrect: 0.97,
    },
    {
      name: "the tuned half of the hundred-and-ninety-second blind set (a commissioner asking about other teams)",
      set: tunedEvenHalves(192, 192),
      maxWrong: 0.12,
      minCorrect: 0.87,
    },
    {
      name: "the tuned half of the hundred-and-ninety-first blind set (long follow-up chains)",
      set: tunedEvenHalves(191, 191),
      maxWrong: 0.02,
      minCorrect: 0.97,
    },
    {
      name: "the tuned half of the hundred-and-ninety-third blind set",
      set: tunedEvenHalves(193, 193),
      maxWrong: 0.02,
      minCorrect: 0.97,
    },
    {
      name: "the tuned half of the hundred-and-ninety-fourth blind set (a manager who says 'we')",
      set: tunedEvenHalves(194, 194),
      maxWrong: 0.02,
      minCorrect: 0.97,
    },
    {
      name: "the tuned half of the hundred-and-ninety-fifth blind set (waiver night: claims, bids, drops)",
      set: tunedEvenHalves(195, 195),
      maxWrong: 0.02,
      minCorrect: 0.97,
    },
    {
      name: "the tuned half of the hundred-and-ninety-eighth blind set (British English and soccer idiom)",
      set: tunedEvenHalves(198, 198),
      maxWrong: 0.02,
      minCorrect: 0.97,
    },
    {
      name: "the tuned half of the two-hundred-and-third blind set (a stats-minded manager quoting numbers)",
      set: tunedEvenHalves(203, 203),
      maxWrong: 0.02,
      minCorrect: 0.97,
    },
    {
      name: "the tuned half of the two-hundred-and-fourth blind set (a manager who corrects and narrows)",
      set: tunedEvenHalves(204, 204),
      maxWrong: 0.02,
      minCorrect: 0.97,
    },
    {
      name: "the tuned half of the two-hundred-and-second blind set (Sunday morning before kickoff)",
      set: tunedEvenHalves(202, 202),
      maxWrong: 0.02,
      minCorrect: 0.97,
    },
    {
      name: "the tuned half of the two-hundred-and-fifth blind set (Indian English)",
      set: tunedEvenHalves(205, 205),
      maxWrong: 0.02,
      minCorrect: 0.97,
    },
    {
      name: "the tuned half of the two-hundred-and-sixth blind set (dates and days instead of week numbers)",
      set: tunedEvenHalves(206, 206),
      maxWrong: 0.02,
      minCorrect: 0.97,
    },
    {
      name: "the tuned half of the two-hundred-and-seventh blind set (a first-year player without the jargon)",
      set: tunedEvenHalves(207, 207),
      maxWrong: 0.02,
      minCorrect: 0.97,
    },
    ...(
      [
        [208, "dictation from a car"],
        [209, "Gen-Z slang"],
        [210, "office jargon"],
        [211, "Southern idiom"],
        [212, "structured messages and lists"],
      ] as const
    ).map(([n, voice]) => ({
      name: `the tuned half of blind set ${n} (${voice})`,
      set: tunedEvenHalves(n, n),
      maxWrong: 0.03,
      minCorrect: 0.97,
    })),
    {
      name: "the tuned half of blind set 213 (long conversations leaning on pronouns)",
      set: tunedEvenHalves(213, 213),
      maxWrong: 0.04,
      minCorrect: 0.94,
    },
    // Each held one conversation (1.3 %) below where its tuning reached.
    ...(
      [
        [214, "the app's screens named", 0.97, 0.03],
        [215, "a Canadian hockey fan", 0.97, 0.03],
        [216, "a very polite manager who asks indirectly", 0.93, 0.04],
        [217, "a Scots fan", 0.97, 0.03],
        [218, "a sceptic who corrects the GM", 0.88, 0.09],
        [219, "a French speaker's English", 0.9, 0.05],
        [220, "weeks named by dates and game days", 0.9, 0.05],
        [221, "usage numbers quoted before the question", 0.92, 0.04],
        [223, "short emails signed with a name", 0.92, 0.04],
      ] as const
    ).map(([n, voice, minCorrect, maxWrong]) => ({
      name: `the tuned half of blind set ${n} (${voice})`,
      set: tunedEvenHalves(n, n),
      maxWrong,
      minCorrect,
    })),
    {
      name: "the tuned half of the hundred-and-ninety-ninth blind set (pasted notifications, then a few words)",
      set: tunedEvenHalves(199, 199),
      maxWrong: 0.07,
      minCorrect: 0.93,
    },
    {
      name: "the tuned half of the two-hundredth blind set (a frustrated manager, venting)",
      set: tunedEvenHalves(200, 200),
      maxWrong: 0.05,
      minCorrect: 0.93,
    },
    {
      name: "the tuned half of the two-hundred-and-first blind set (formal, indirect requests)",
      set: tunedEvenHalves(201, 201),
      maxWrong: 0.07,
      minCorrect: 0.92,
    },
    {
      name: "the tuned half of the hundred-and-ninety-sixth blind set (a skeptic; app questions out of scope)",
      set: tunedEvenHalves(196, 196),
      maxWrong: 0.02,
      minCorrect: 0.97,
    },
    {
      name: "the tuned half of the hundred-and-ninety-seventh blind set (terse fragments)",
      set: tunedEvenHalves(197, 197),
      maxWrong: 0.06,
      minCorrect: 0.88,
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
