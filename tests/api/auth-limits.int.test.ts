// Sign-in, sign-up and password-change limits under bursts: every limit is reserved before the password is
// checked, so 200 parallel attempts get at most the limit checked (a 401/422 means "checked", a 429 "refused
// before checking"). And a stranger's attack never keeps the owner out for longer than a short delay.
import { POST as login } from "@/app/api/login/route";
import { POST as register } from "@/app/api/register/route";
import { POST as changePassword } from "@/app/api/settings/password/route";
import { DELETE as deleteAccount } from "@/app/api/account/route";
import { apiRequest, createTestUser, sessionCookieFor, uniqueIp, uniqueName } from "@/tests/support/auth";
import {
  ACCOUNT_MAX_DELAY_SECONDS,
  ADDRESS_ATTEMPT_LIMIT,
  AUTH_WINDOW_MS,
  PAIR_FREE_ATTEMPTS,
  PASSWORD_CHANGE_LIMIT,
} from "@/lib/auth/login-throttle";
import { db } from "@/lib/db/client";

const PASSWORD = "correct-horse";
const BURST = 200;

const signIn = (username: string, password: string, ip: string) =>
  login(apiRequest("/api/login", { body: { username, password }, headers: { "x-forwarded-for": ip } }));

function statuses(responses: Response[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const res of responses) counts[res.status] = (counts[res.status] ?? 0) + 1;
  return counts;
}

/** Moves the security clock (Date.now) forward by `seconds`, on top of any earlier move. */
let clockOffsetMs = 0;
function advanceClock(seconds: number): void {
  clockOffsetMs += seconds * 1000;
}
beforeEach(() => {
  clockOffsetMs = 0;
  const realNow = Date.now.bind(Date);
  jest.spyOn(Date, "now").mockImplementation(() => realNow() + clockOffsetMs);
});
afterEach(() => jest.restoreAllMocks());

/** A password change with `currentPassword` as the signed-in user whose session cookie this is. */
const passwordAttempts = (cookie: string) => (currentPassword: string) =>
  changePassword(
    apiRequest("/api/settings/password", {
      body: { currentPassword, newPassword: "brand-new-password" },
      headers: { cookie },
    }),
  );

describe("limits hold under 200 parallel attempts", () => {
  it("one address against 200 usernames: at most the per-address limit are checked", async () => {
    const ip = uniqueIp();
    const counts = statuses(
      await Promise.all(Array.from({ length: BURST }, () => signIn(uniqueName("ghost"), "guess", ip))),
    );
    expect(counts[401] ?? 0).toBeLessThanOrEqual(ADDRESS_ATTEMPT_LIMIT);
    expect(counts[429]).toBeGreaterThanOrEqual(BURST - ADDRESS_ATTEMPT_LIMIT);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(BURST);
  }, 60_000);

  it("one address against one account, the right password last: at most 3 checked, the right one refused", async () => {
    const user = await createTestUser({ password: PASSWORD });
    const ip = uniqueIp();
    const passwords = [...Array.from({ length: BURST - 1 }, (_, i) => `wrong-${i}`), PASSWORD];
    const responses = await Promise.all(passwords.map((password) => signIn(user.username, password, ip)));
    const counts = statuses(responses);
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(PAIR_FREE_ATTEMPTS);
    expect(responses.at(-1)?.status).toBe(429);
    const retryAfter = Number(responses.at(-1)?.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it("password change: at most 5 checks of the current password, the right one after them refused", async () => {
    const user = await createTestUser({ password: PASSWORD });
    const attempt = passwordAttempts(await sessionCookieFor(user));
    const counts = statuses(await Promise.all(Array.from({ length: BURST }, (_, i) => attempt(`wrong-${i}`))));
    expect(counts[422] ?? 0).toBeLessThanOrEqual(PASSWORD_CHANGE_LIMIT);
    expect((counts[422] ?? 0) + (counts[429] ?? 0)).toBe(BURST);
    expect((await attempt(PASSWORD)).status).toBe(429);
  }, 60_000);

  it("password change: a burst straddling the end of a clock quarter-hour is still capped at 5", async () => {
    const user = await createTestUser({ password: PASSWORD });
    const attempt = passwordAttempts(await sessionCookieFor(user));
    const burst = async () =>
      statuses(await Promise.all(Array.from({ length: BURST / 2 }, (_, i) => attempt(`wrong-${i}`))));
    advanceClock((AUTH_WINDOW_MS - (Date.now() % AUTH_WINDOW_MS) - 2000) / 1000); // 2 s before the stretch ends
    const before = await burst();
    advanceClock(4); // 2 s after
    const after = await burst();
    expect(before[422]).toBe(PASSWORD_CHANGE_LIMIT);
    expect(after[429]).toBe(BURST / 2);
  }, 60_000);

  it("sign-up: at most 10 accounts per address per hour, however fast they come", async () => {
    const ip = uniqueIp();
    const counts = statuses(
      await Promise.all(
        Array.from({ length: BURST }, () => {
          const username = uniqueName("burst");
          return register(
            apiRequest("/api/register", {
              body: { username, email: `${username}@example.com`, password: "secret123", acceptedTerms: true },
              headers: { "x-forwarded-for": ip },
            }),
          );
        }),
      ),
    );
    expect(counts[201] ?? 0).toBeLessThanOrEqual(10);
    expect((counts[201] ?? 0) + (counts[429] ?? 0)).toBe(BURST);
  }, 120_000);
});

describe("an attacker cannot lock the owner out", () => {
  it("the owner signs in from a known and a new address during 200 attempts from 20 addresses", async () => {
    const user = await createTestUser({ password: PASSWORD });
    const home = uniqueIp();
    expect((await signIn(user.username, PASSWORD, home)).status).toBe(200); // home becomes a known address
    const attackers = Array.from({ length: 20 }, uniqueIp);
    const attack = Array.from({ length: BURST }, (_, i) =>
      signIn(user.username, `guess-${i}`, attackers[i % attackers.length] ?? ""),
    );
    const [fromHome, fromCafe, ...attacked] = await Promise.all([
      signIn(user.username, PASSWORD, home),
      signIn(user.username, PASSWORD, uniqueIp()),
      ...attack,
    ]);
    expect(fromHome?.status).toBe(200);
    expect(fromCafe?.status).toBe(200);
    // Each attacking address had at most its three free attempts checked.
    expect(statuses(attacked)[401] ?? 0).toBeLessThanOrEqual(attackers.length * PAIR_FREE_ATTEMPTS);

    // The account is under attack now: a new address gets its first attempt at once; after a typo it waits at
    // most the account's short delay, and then signs in even while the attack goes on.
    const travel = uniqueIp();
    expect((await signIn(user.username, "typo", travel)).status).toBe(401);
    const waiting = await signIn(user.username, PASSWORD, travel);
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get("retry-after"))).toBeLessThanOrEqual(ACCOUNT_MAX_DELAY_SECONDS);
    advanceClock(ACCOUNT_MAX_DELAY_SECONDS);
    const [retried, ...attackedAgain] = await Promise.all([
      signIn(user.username, PASSWORD, travel),
      ...attackers.map((ip, i) => signIn(user.username, `again-${i}`, ip)),
    ]);
    expect(retried?.status).toBe(200);
    expect(attackedAgain.every((res) => res.status === 401 || res.status === 429)).toBe(true);
  }, 120_000);
});

describe("deleting an account", () => {
  it("leaves no throttle row or rate-limit row keyed by its username or id", async () => {
    const user = await createTestUser({ password: PASSWORD });
    const cookie = await sessionCookieFor(user);
    const ip = uniqueIp();
    expect((await signIn(user.username, "wrong", ip)).status).toBe(401);
    expect((await signIn(user.username, PASSWORD, ip)).status).toBe(200);
    expect((await signIn(user.username, "wrong", uniqueIp())).status).toBe(401);
    const taken = await register(
      apiRequest("/api/register", {
        body: { username: user.username, email: "other@example.com", password: "secret123", acceptedTerms: true },
      }),
    );
    expect(taken.status).toBe(409);
    const wrongCurrent = await changePassword(
      apiRequest("/api/settings/password", {
        body: { currentPassword: "wrong", newPassword: "brand-new-password" },
        headers: { cookie },
      }),
    );
    expect(wrongCurrent.status).toBe(422);
    const keyed = async () => {
      const needles = [user.username.toLowerCase(), user.id];
      const throttles = await db.authThrottle.findMany({ select: { key: true } });
      const limits = await db.rateLimit.findMany({ select: { key: true } });
      return [...throttles, ...limits].filter(({ key }) => needles.some((needle) => key.includes(needle)));
    };
    expect((await keyed()).length).toBeGreaterThanOrEqual(5);

    const res = await deleteAccount(
      apiRequest("/api/account", { method: "DELETE", body: { confirmUsername: user.username }, headers: { cookie } }),
    );
    expect(res.status).toBe(200);
    expect(await keyed()).toEqual([]);
  });
});
