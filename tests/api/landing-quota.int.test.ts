// The landing chat's shared hourly ceiling: one client (one network of addresses) takes at most its share, heavy
// users leave a reserve that newcomers can still use, and the refusal says which limit and when it opens again.
import { env } from "@/env";
import { POST as landing } from "@/app/api/chat/landing/route";
import { apiRequest } from "@/tests/support/auth";
import { networkOf } from "@/lib/ai/landing-quota";
import { db } from "@/lib/db/client";

const CEILING = 50; // shared by heavy users up to 40; a network gets 10

const send = (ip: string) =>
  landing(apiRequest("/api/chat/landing", { body: { message: "hello" }, headers: { "x-forwarded-for": ip } }));

async function status(ip: string): Promise<number> {
  const res = await send(ip);
  await res.text();
  return res.status;
}

beforeEach(async () => {
  // Every test starts with the landing chat's counts empty, whatever other tests sent before it.
  await db.rateLimit.deleteMany({ where: { key: { startsWith: "landing-chat:" } } });
  jest.replaceProperty(env, "LANDING_CHAT_GLOBAL_PER_HOUR", CEILING);
});
afterEach(() => jest.restoreAllMocks());

it("groups addresses by network", () => {
  expect(networkOf("203.0.113.7")).toBe("203.0.113.0/24");
  expect(networkOf("::ffff:203.0.113.7")).toBe("203.0.113.0/24");
  expect(networkOf("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
  expect(networkOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
});

it("one client rotating addresses in its network gets its share, then a message naming the network", async () => {
  const net = `172.${Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 200)}`;
  const statuses: number[] = [];
  for (let i = 1; i <= 14; i++) statuses.push(await status(`${net}.${i}`));
  expect(statuses.filter((s) => s === 200)).toHaveLength(10);
  const res = await send(`${net}.99`);
  expect(res.status).toBe(429);
  expect((await res.json()).message).toMatch(/^Too many free chat messages from your network this hour/);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
}, 120_000);

it("heavy users spend at most the shared part of the ceiling; a newcomer can still ask", async () => {
  const network = (i: number) => `192.${Math.floor(Math.random() * 200)}.${i}`;
  for (let user = 0; user < 4; user++) {
    const ip = `${network(user)}.1`;
    for (let i = 0; i < 10; i++) expect(await status(ip)).toBe(200);
  }
  // 40 of 50 spent by heavy users: a fifth heavy user gets its first three, then the ceiling's message.
  const fifth = `${network(5)}.1`;
  for (let i = 0; i < 3; i++) expect(await status(fifth)).toBe(200);
  const refused = await send(fifth);
  expect(refused.status).toBe(429);
  expect((await refused.json()).message).toMatch(
    /^The free chat has reached its limit for this hour, shared by all visitors\. It opens again in \d+ minutes?/,
  );
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  // A newcomer still gets an answer.
  expect(await status(`${network(6)}.1`)).toBe(200);
}, 180_000);
