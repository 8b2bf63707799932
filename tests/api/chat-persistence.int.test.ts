// GM Chat storage (issues 11 and 12): ids minted by the server for every stored message, writes scoped by the
// conversation's owner, concurrent first messages of a new chat, and conversations that reload exactly.
import { db } from "@/lib/db/client";
import { apiRequest } from "@/tests/support/auth";
import { connectDemoLeague, removeDemoLeague, type DemoLeagueFixture } from "@/tests/support/demo-league";
import { POST as chat } from "@/app/api/chat/route";
import { GET as getChat } from "@/app/api/chat/[id]/route";

jest.mock("@/lib/clock", () => ({ footballNow: () => new Date("2025-11-09T19:30:00Z") }));

type StoredMessage = { id: string; role: string; parts: { type: string; text?: string }[] };
const run = `${Date.now().toString(36)}`;
let alice: DemoLeagueFixture | undefined;
let bob: DemoLeagueFixture | undefined;

beforeAll(async () => {
  alice = await connectDemoLeague();
  bob = await connectDemoLeague();
}, 180_000);
afterAll(async () => {
  await removeDemoLeague(alice);
  await removeDemoLeague(bob);
}, 60_000);

function send(
  who: DemoLeagueFixture,
  conversationId: string,
  text: string,
  clientMessageId = `client-${Math.random().toString(36).slice(2)}`,
) {
  return chat(
    apiRequest("/api/chat", {
      body: {
        id: conversationId,
        teamId: who.teamId,
        message: { id: clientMessageId, role: "user", parts: [{ type: "text", text }] },
      },
      headers: { cookie: who.cookie },
    }),
  );
}

async function reload(who: DemoLeagueFixture, conversationId: string) {
  const res = await getChat(apiRequest(`/api/chat/${conversationId}`, { headers: { cookie: who.cookie } }), {
    params: Promise.resolve({ id: conversationId }),
  });
  return {
    status: res.status,
    body: res.status === 200 ? ((await res.json()) as { messages: StoredMessage[] }) : null,
  };
}

const userTexts = (messages: StoredMessage[]) => messages.filter((m) => m.role === "user").map((m) => m.parts[0]?.text);
const streamedMessageId = (stream: string) => /"type":"start","messageId":"([^"]+)"/.exec(stream)?.[1];

describe("GM Chat persistence", () => {
  it(
    "stores every turn of several conversations of two users under distinct server " + "ids and reloads them exactly",
    async () => {
      const a = alice!;
      const b = bob!;
      const script: [DemoLeagueFixture, string, string][] = [
        [a, `a1-${run}`, "Who should I start at flex this week?"],
        [b, `b1-${run}`, "Optimize my lineup"],
        [a, `a2-${run}`, "Who are the best waiver pickups?"],
        [a, `a1-${run}`, "What are my playoff odds?"],
        [b, `b1-${run}`, "Who should I pick up on waivers?"],
        [a, `a2-${run}`, "Optimize my lineup"],
      ];
      const streamedIds: string[] = [];
      for (const [who, id, text] of script) {
        // Every client sends the same message id: the server must not use it as a key.
        const res = await send(who, id, text, "same-client-id");
        expect(res.status).toBe(200);
        const stream = await res.text();
        const streamed = streamedMessageId(stream);
        expect(streamed).toMatch(/^msg_[0-9a-f-]{36}$/);
        streamedIds.push(streamed!);
      }

      const expected: [DemoLeagueFixture, string][] = [
        [a, `a1-${run}`],
        [a, `a2-${run}`],
        [b, `b1-${run}`],
      ];
      const allIds: string[] = [];
      for (const [who, id] of expected) {
        const { status, body } = await reload(who, id);
        expect(status).toBe(200);
        const messages = body!.messages;
        expect(messages.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);
        expect(userTexts(messages)).toEqual(script.filter(([w, c]) => w === who && c === id).map(([, , text]) => text));
        for (const m of messages.filter((x) => x.role === "assistant")) {
          expect(m.parts.some((p) => p.type === "text" && (p.text ?? "").length > 0)).toBe(true);
        }
        allIds.push(...messages.map((m) => m.id));
      }
      expect(new Set(allIds).size).toBe(allIds.length);
      expect(allIds).not.toContain("same-client-id");
      expect(allIds).not.toContain("");
      // The id the browser saw for each answer is the stored one.
      for (const streamed of streamedIds) expect(allIds).toContain(streamed);
      // Nothing of Alice's conversations appears under Bob, and the other way round.
      expect((await reload(b, `a1-${run}`)).status).toBe(404);
      expect((await reload(a, `b1-${run}`)).status).toBe(404);
    },
    180_000,
  );

  it("never lets a known message id of another user overwrite that message", async () => {
    const a = alice!;
    const b = bob!;
    const conversation = `victim-${run}`;
    expect((await send(a, conversation, "Alice's private question")).status).toBe(200);
    const before = (await reload(a, conversation)).body!.messages;
    const target = before[0]!;

    // Bob reuses Alice's message id in his own conversation: a new row of his, hers untouched.
    const res = await send(b, `attacker-${run}`, "overwritten by bob", target.id);
    expect(res.status).toBe(200);
    await res.text();
    // Bob posts into Alice's conversation id: 404, nothing stored.
    const intrusion = await send(b, conversation, "bob was here", target.id);
    expect(intrusion.status).toBe(404);

    const after = (await reload(a, conversation)).body!.messages;
    expect(after).toEqual(before);
    const row = await db.chatMessage.findUniqueOrThrow({ where: { id: target.id } });
    expect(row.conversationId).toBe(conversation);
    expect(JSON.stringify(row.parts)).toContain("Alice's private question");
    const bobs = (await reload(b, `attacker-${run}`)).body!.messages;
    expect(userTexts(bobs)).toEqual(["overwritten by bob"]);
    expect(bobs.map((m) => m.id)).not.toContain(target.id);
  }, 120_000);

  it("takes two first messages of a new chat sent at once into one conversation, without a 500", async () => {
    const a = alice!;
    const conversation = `race-${run}`;
    const [one, two] = await Promise.all([
      send(a, conversation, "first at once"),
      send(a, conversation, "second at once"),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    await Promise.all([one.text(), two.text()]);
    const messages = (await reload(a, conversation)).body!.messages;
    expect(
      messages
        .filter((m) => m.role === "user")
        .map((m) => m.parts[0]?.text)
        .sort(),
    ).toEqual(["first at once", "second at once"]);
    expect(messages.filter((m) => m.role === "assistant")).toHaveLength(2);
    expect(await db.chatConversation.count({ where: { id: conversation } })).toBe(1);
  }, 120_000);

  it("refuses a chat body over 16 KB with 413 before reading it", async () => {
    const res = await send(alice!, `big-${run}`, "x".repeat(20_000));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: "payload_too_large" });
    expect(await db.chatConversation.count({ where: { id: `big-${run}` } })).toBe(0);
  });
});
