// Generators of malformed requests for the route-handler fuzz (tests/api/fuzz.int.test.ts) and its large-run
// script (scripts/fuzz-routes.ts): bad JSON, wrong types, huge strings, unicode, negative and huge numbers,
// `../`, NUL, very long ids, malformed cookies and session tokens, wrong content types, foreign origins.
import fc from "fast-check";
import { encode } from "next-auth/jwt";
import type { HttpMethod, RouteShape } from "./routes";

export interface FuzzIds {
  teamId: string;
  leagueId: string;
  playerId: string;
  conversationId: string;
}

export interface FuzzCookies {
  valid: string; // a signed-in user with a demo league ("name=value")
  other: string; // another user's session
  /** The server's session secret, to forge well-signed tokens with wrong claims (omitted: only foreign ones). */
  secret?: string;
}

export interface FuzzCase {
  route: RouteShape;
  method: HttpMethod;
  params: Record<string, string | string[]>;
  query: [string, string][];
  body: { text: string; contentType: string } | null;
  cookie: string | null;
  origin: "same" | "foreign" | "none" | "null";
}

const MB = 1024 * 1024;

const nasty = fc.constantFrom(
  "",
  " ",
  "../",
  "../../etc/passwd",
  "..%2f..%2f",
  "%00",
  "\u0000",
  "a\u0000b",
  "%zz",
  "%",
  "%E0%A4%A",
  "\uD800",
  "💥🏈",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1e309",
  "-9007199254740993",
  "9".repeat(400),
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "${jndi:ldap://x}",
  "__proto__",
  "constructor",
  "x".repeat(5000),
  "\r\nSet-Cookie: a=b",
  "*",
);
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  nasty,
);
const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 1, 18, 19, 2025, Number.MAX_SAFE_INTEGER, 1e308, -1e308),
);

function idValue(ids: FuzzIds[]): fc.Arbitrary<string> {
  const real = ids.flatMap((i) => [i.teamId, i.leagueId, i.playerId, i.conversationId]);
  return fc.oneof(
    { weight: 3, arbitrary: text },
    { weight: 1, arbitrary: fc.constantFrom(...real) },
    { weight: 1, arbitrary: fc.constantFrom("1", "10", "18", "2025") },
  );
}

/** JSON values whose keys are the ones handlers read, with every kind of wrong value. */
function bodyValue(ids: FuzzIds[]): fc.Arbitrary<unknown> {
  const keys = fc.constantFrom(
    "id",
    "teamId",
    "leagueId",
    "playerId",
    "week",
    "season",
    "provider",
    "username",
    "password",
    "email",
    "acceptedTerms",
    "message",
    "conversationHistory",
    "parts",
    "role",
    "type",
    "text",
    "espnS2",
    "swid",
    "teamExternalId",
    "__proto__",
  );
  const leaf = fc.oneof(text, number, fc.boolean(), fc.constant(null), idValue(ids));
  return fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: "small", withCrossShrink: true }, leaf, tie("array"), tie("object")),
    array: fc.array(tie("value"), { maxLength: 4 }),
    object: fc.dictionary(keys, tie("value"), { maxKeys: 6 }),
  })).value;
}

function bodyArbitrary(ids: FuzzIds[]): fc.Arbitrary<FuzzCase["body"]> {
  const json = (v: unknown) => ({ text: JSON.stringify(v) ?? "null", contentType: "application/json" });
  return fc.oneof(
    { weight: 6, arbitrary: bodyValue(ids).map(json) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          "{",
          '{"a":',
          "[1,2",
          "nul",
          '"\\u0000"',
          '{"username":"\\u0000","password":"x"}',
          "\u0000",
          "{}}",
          "NaN",
        )
        .map((t) => ({ text: t, contentType: "application/json" })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=x",
          "application/xml",
          "",
        )
        .map((ct) => ({ text: "a=1&b=%zz", contentType: ct })),
    },
    // Big: a 1 MB string value, and a 200 KB run of nesting.
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        {
          text: JSON.stringify({ message: "x".repeat(MB), username: "y".repeat(MB) }),
          contentType: "application/json",
        },
        { text: "[".repeat(100_000) + "]".repeat(100_000), contentType: "application/json" },
      ),
    },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

async function tokens(cookies: FuzzCookies): Promise<string[]> {
  const sessionCookieName = cookies.valid.split("=")[0] ?? "";
  const sign = (token: Record<string, unknown>, secret: string) => encode({ token, secret, maxAge: 3600 });
  const foreign = sign({ sub: "abc", name: "x", tosAccepted: true }, "another-secret-another-secret-1234");
  const own = cookies.secret;
  const wellSigned = own
    ? [
        sign({ sub: 12345, name: "x" }, own), // sub not a string
        sign({ sub: { $ne: null }, name: "x" }, own),
        sign({ sub: ["a"], name: "x", tosAccepted: true }, own),
        sign({ sub: "no-such-user", name: "ghost", tosAccepted: true }, own),
        sign({ sub: "x".repeat(5000), name: 5 }, own),
        sign({ sub: "abc", name: "x", sv: "1" }, own),
      ]
    : [];
  const forged = await Promise.all([...wellSigned, foreign]);
  return [
    ...forged.map((t) => `${sessionCookieName}=${t}`),
    `${sessionCookieName}=%zz%E0%A4%A`,
    `${sessionCookieName}=%`,
    `${sessionCookieName}=${"A".repeat(8000)}`,
    `${sessionCookieName}=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..x.y.z`,
    "garbage",
    "=;=;;",
    `${cookies.valid}; ${sessionCookieName}=x`,
  ];
}

export async function fuzzCaseArbitrary(
  routes: RouteShape[],
  ids: FuzzIds[],
  cookies: FuzzCookies,
): Promise<fc.Arbitrary<FuzzCase>> {
  const cookieValues = await tokens(cookies);
  const pairs = routes.flatMap((route) => route.methods.map((method) => ({ route, method })));
  return fc
    .record({
      pair: fc.constantFrom(...pairs),
      paramValue: fc.array(idValue(ids), { minLength: 1, maxLength: 3 }),
      query: fc.array(
        fc.tuple(
          fc.oneof(fc.constantFrom("week", "season", "leagueId", "limit", "teamId", "state", "code", "error"), text),
          fc.oneof(text, idValue(ids), number.map(String)),
        ),
        { maxLength: 3 },
      ),
      body: bodyArbitrary(ids),
      // Mostly a real session and the same origin, so most requests get past the gates into the handlers.
      cookie: fc.oneof(
        { weight: 8, arbitrary: fc.constant(cookies.valid) },
        { weight: 1, arbitrary: fc.constant(cookies.other) },
        { weight: 3, arbitrary: fc.constantFrom(...cookieValues) },
        { weight: 1, arbitrary: fc.constant(null) },
      ),
      origin: fc.constantFrom<FuzzCase["origin"]>(
        "same",
        "same",
        "same",
        "same",
        "same",
        "same",
        "same",
        "foreign",
        "none",
        "null",
      ),
    })
    .map(({ pair, paramValue, query, body, cookie, origin }) => ({
      route: pair.route,
      method: pair.method,
      // Deleting the fixture's own league or conversation would only make the rest of the run shallower.
      params: Object.fromEntries(
        pair.route.params.map((p, i) => [
          p.name,
          p.catchAll
            ? paramValue
            : pair.method === "DELETE" && i === 0
              ? `${paramValue[0]}-x`
              : (paramValue[i % paramValue.length] ?? ""),
        ]),
      ),
      query,
      body: pair.method === "GET" ? null : body,
      // A logout revokes every session of the user: it gets the second user's cookie, so the main session lives on.
      cookie: pair.route.pattern === "/api/logout" && cookie?.includes(cookies.valid) ? cookies.other : cookie,
      origin,
    }));
}

/** What a response body must never show: stack frames, source paths, internal module names, SQL errors. */
export const LEAK = new RegExp(
  [
    String.raw`\bat [\w.<>]+ \((?:\/|file:|node:)`,
    String.raw`\.tsx?:\d+`,
    String.raw`\/work\/`,
    String.raw`\/home\/`,
    "node_modules",
    "webpack",
    "turbopack",
    String.raw`prisma\.`,
    "PrismaClient",
    "invalid byte sequence",
    "SQLSTATE",
    "ECONNREFUSED",
    String.raw`\bTypeError\b`,
    String.raw`\bReferenceError\b`,
    String.raw`\bURIError\b`,
  ].join("|"),
  "i",
);

function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%zz"; // a lone surrogate cannot be encoded: send a malformed escape instead
  }
}

export const ORIGIN = "http://localhost:3000";

/** The request a browser or attacker would send for this case (headers as a real HTTP request can carry). */
export function toRequest(c: FuzzCase, origin = ORIGIN): Request {
  const path = c.route.pattern.replace(/\[(\.\.\.)?([^\]]+)\]/g, (_m, _d, name: string) => {
    const v = c.params[name] ?? "";
    return Array.isArray(v) ? v.map(encodeSegment).join("/") : encodeSegment(v);
  });
  const search = new URLSearchParams();
  for (const [k, v] of c.query) {
    try {
      search.append(k, v);
    } catch {
      search.append("bad", "x");
    }
  }
  const headers: Record<string, string> = { host: new URL(origin).host };
  if (c.cookie) headers.cookie = c.cookie;
  if (c.origin === "same") headers.origin = origin;
  if (c.origin === "foreign") headers.origin = "https://evil.example";
  if (c.origin === "null") headers.origin = "null";
  if (c.body) headers["content-type"] = c.body.contentType;
  const query = search.toString();
  return new Request(`${origin}${path}${query ? `?${query}` : ""}`, { method: c.method, headers, body: c.body?.text });
}
