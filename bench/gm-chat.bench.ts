// GM Chat benchmark: the built-in analyst answering the held-out questions on the demo league at the demo clock,
// in-process with the real tools and database, each question as one chat request (a fresh league context, as
// the route builds per request). Prints p50 / p95 / max over the questions after a warm-up pass; not a test.
//
//   node scripts/embedded-db.mjs --always --db=memory:// --port=15421 -- \
//     'npx prisma migrate deploy && npx tsx bench/gm-chat.bench.ts'
import { createRequire } from "node:module";

const localRequire = createRequire(__filename);
localRequire.cache[localRequire.resolve("server-only")] = { exports: {} } as NodeJS.Module;
process.env.APP_NOW ??= "2025-11-09T19:30:00Z";

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? NaN;
};

async function main() {
  const { stepCountIs, streamText } = await import("ai");
  const { createTestUser } = await import("@/tests/support/auth");
  const { connectLeagues } = await import("@/lib/sync/connect-request");
  const { db } = await import("@/lib/db/client");
  const { requireTeam } = await import("@/lib/api/team");
  const { teamLeague } = await import("@/lib/league-model/team/league-context");
  const { teamTools } = await import("@/lib/ai/tools");
  const { createAnalystModel, warmAnalyst } = await import("@/lib/ai/analyst/model");
  const { HELD_OUT } = await import("@/lib/ai/analyst/nlu/heldout.data");
  const { HELD_OUT_FRESH } = await import("@/lib/ai/analyst/nlu/heldout-fresh.data");

  const user = await createTestUser();
  try {
    const [connected] = await connectLeagues(user.id, { provider: "demo" });
    if (!connected?.teamId) throw new Error("demo connect returned no team");
    const team = await requireTeam(connected.teamId, user.id);
    await warmAnalyst();
    // The held-out questions plus the development set's questions about other teams of the league.
    const questions = [...HELD_OUT, ...HELD_OUT_FRESH.filter((c) => c.team)]
      .filter((c) => c.turns.length === 1)
      .map((c) => c.turns[0]!);
    const ask = async (question: string) => {
      const started = performance.now();
      const tools = teamTools(teamLeague(team, 10));
      const result = streamText({
        model: createAnalystModel(),
        prompt: question,
        tools,
        stopWhen: stepCountIs(3),
        maxRetries: 0,
      });
      let text = "";
      let first = 0;
      for await (const t of result.textStream) {
        if (!text) first = performance.now() - started;
        text += t;
      }
      if (!text.trim()) throw new Error(`empty answer: ${question}`);
      return { first, total: performance.now() - started };
    };
    for (const q of questions) await ask(q); // warm-up: league model, simulations, finder caches
    const times: { q: string; ms: number; first: number }[] = [];
    for (const q of questions) {
      const t = await ask(q);
      times.push({ q, ms: t.total, first: t.first });
    }
    const line = (label: string, ms: number[]) =>
      console.log(
        `${label}: p50 ${quantile(ms, 0.5).toFixed(0)} ms, p95 ${quantile(ms, 0.95).toFixed(0)} ms, ` +
          `max ${Math.max(...ms).toFixed(0)} ms`,
      );
    console.log(`GM Chat (built-in analyst, warm), ${times.length} questions`);
    line(
      "first words",
      times.map((t) => t.first),
    );
    line(
      "whole answer (paced word by word)",
      times.map((t) => t.ms),
    );
    console.log("slowest:");
    for (const t of [...times].sort((a, b) => b.ms - a.ms).slice(0, 5)) console.log(`  ${t.ms.toFixed(0)} ms  ${t.q}`);
  } finally {
    await db.user.delete({ where: { id: user.id } });
    await db.$disconnect();
  }
}

void main();
