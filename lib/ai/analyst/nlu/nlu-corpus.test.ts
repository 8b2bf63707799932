/** @jest-environment node */
// The analyst's NLU against the evaluation corpus: intent accuracy and player-name resolution must stay ≥ 95 %.
import { CORPUS } from "@/lib/ai/analyst/nlu/corpus.data";
import { mentionValue, understand } from "@/lib/ai/analyst/nlu/understand";
import { poolIndex } from "@/lib/ai/analyst/nlu/pool-index";

const INDEX = poolIndex(2025);

describe("analyst NLU corpus", () => {
  it("has at least 150 questions", () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(150);
  });

  it("reaches ≥ 95 % intent accuracy and ≥ 95 % player-name resolution", async () => {
    let intentsRight = 0;
    let namesExpected = 0;
    let namesRight = 0;
    const misses: string[] = [];
    for (const c of CORPUS) {
      const u = await understand(c.q, INDEX);
      if (u.intent === c.intent) intentsRight++;
      else misses.push(`intent  ${JSON.stringify(c.q)}: got ${u.intent}, expected ${c.intent}`);
      const got = u.mentions.filter((m) => m.kind === "player").map(mentionValue);
      const expected = c.players ?? [];
      namesExpected += expected.length;
      expected.forEach((name, i) => {
        if (got[i] === name) namesRight++;
      });
      if (JSON.stringify(got) !== JSON.stringify(expected))
        misses.push(`players ${JSON.stringify(c.q)}: got ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`);
      const refs = u.mentions.filter((m) => m.kind !== "player").map(mentionValue);
      if (c.refs && JSON.stringify(refs) !== JSON.stringify(c.refs))
        misses.push(`refs    ${JSON.stringify(c.q)}: got ${JSON.stringify(refs)}, expected ${JSON.stringify(c.refs)}`);
      if (
        c.give &&
        (JSON.stringify(u.give) !== JSON.stringify(c.give) || JSON.stringify(u.get) !== JSON.stringify(c.get))
      ) {
        misses.push(
          `sides   ${JSON.stringify(c.q)}: got ${JSON.stringify([u.give, u.get])}, ` +
            `expected ${JSON.stringify([c.give, c.get])}`,
        );
      }
      if (c.horizon && u.horizon !== c.horizon)
        misses.push(`horizon ${JSON.stringify(c.q)}: got ${u.horizon}, expected ${c.horizon}`);
    }
    const intentAccuracy = intentsRight / CORPUS.length;
    const nameResolution = namesRight / namesExpected;
    console.log(
      `NLU corpus: ${CORPUS.length} questions — intent accuracy ${(intentAccuracy * 100).toFixed(1)}% ` +
        `(${intentsRight}/${CORPUS.length}), ` +
        `player-name resolution ${(nameResolution * 100).toFixed(1)}% (${namesRight}/${namesExpected})` +
        (misses.length ? `\n${misses.join("\n")}` : ""),
    );
    expect(intentAccuracy).toBeGreaterThanOrEqual(0.95);
    expect(nameResolution).toBeGreaterThanOrEqual(0.95);
  });
});
