// The chat reads the league's own names: the manager's own team named by its name is his team (its projection, not
// another's), and another team named with no words around it is that team.
import { apiRequest } from "@/tests/support/auth";
import { connectDemoLeague, removeDemoLeague, type DemoLeagueFixture } from "@/tests/support/demo-league";
import { POST as chat } from "@/app/api/chat/route";
import { GET as getChat } from "@/app/api/chat/[id]/route";
import { db } from "@/lib/db/client";

jest.mock("@/lib/clock", () => ({ footballNow: () => new Date("2025-11-09T19:30:00Z") }));

type Part = { type: string; text?: string; input?: Record<string, unknown> };
let demo: DemoLeagueFixture | undefined;

beforeAll(async () => {
  demo = await connectDemoLeague();
}, 180_000);
afterAll(() => removeDemoLeague(demo), 60_000);

async function ask(text: string): Promise<Part[]> {
  const id = `own-team-${Math.random().toString(36).slice(2)}`;
  const res = await chat(
    apiRequest("/api/chat", {
      body: { id, teamId: demo!.teamId, message: { id: `m-${id}`, role: "user", parts: [{ type: "text", text }] } },
      headers: { cookie: demo!.cookie },
    }),
  );
  expect(res.status).toBe(200);
  await res.text();
  const stored = await getChat(apiRequest(`/api/chat/${id}`, { headers: { cookie: demo!.cookie } }), {
    params: Promise.resolve({ id }),
  });
  const { messages } = (await stored.json()) as { messages: { role: string; parts: Part[] }[] };
  return messages.filter((m) => m.role === "assistant").flatMap((m) => m.parts);
}

describe("GM chat in a league", () => {
  it("reads the manager's own team by its name as his, and another team by its name alone", async () => {
    const mine = await db.team.findUniqueOrThrow({ where: { id: demo!.teamId }, select: { name: true } });
    const projected = await ask(`How many points is ${mine.name.toLowerCase()} projected to score this week?`);
    const projection = projected.find((p) => p.type === "tool-getTeamProjection");
    expect(projection?.input).toEqual({ week: null });

    const other = await db.team.findFirstOrThrow({
      where: { leagueId: demo!.leagueId, id: { not: demo!.teamId } },
      select: { name: true },
    });
    const record = await ask(`${other.name.toLowerCase()} record`);
    expect(record.find((p) => p.type === "tool-getStandings")?.input).toMatchObject({ team: other.name });
  }, 120_000);
});
