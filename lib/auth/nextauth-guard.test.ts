/** @jest-environment node */
import { guardNextAuthRequest } from "@/lib/auth/nextauth-guard";

const ok = jest.fn(async () => new Response("ok", { status: 200 }));
const req = (path: string, init: RequestInit = {}) => new Request(`http://localhost:3000/api/auth/${path}`, init);
const form = (body: string, type = "application/x-www-form-urlencoded") => ({
  method: "POST",
  headers: { "content-type": type },
  body,
});

beforeEach(() => ok.mockClear());

describe("guardNextAuthRequest", () => {
  it("forwards NextAuth's own actions", async () => {
    expect((await guardNextAuthRequest(req("session"), ["session"], ok)).status).toBe(200);
    expect(
      (await guardNextAuthRequest(req("signin/google", form("csrfToken=x")), ["signin", "google"], ok)).status,
    ).toBe(200);
    expect(ok).toHaveBeenCalledTimes(2);
  });

  it.each([
    ["an unknown action", req("nope"), ["nope"], 404],
    [
      "a JSON body that does not parse",
      req("callback/google", form('{"a":', "application/json")),
      ["callback", "google"],
      400,
    ],
    ["NUL in a form field", req("signin/google", form("csrfToken=%00")), ["signin", "google"], 400],
    ["NUL in the query", req("signin?callbackUrl=%00"), ["signin"], 400],
    ["a body over 8 KB", req("signin/google", form(`a=${"x".repeat(9000)}`)), ["signin", "google"], 413],
    ["an unexpected content type", req("signin/google", form("x", "text/xml")), ["signin", "google"], 400],
    ["too many segments", req("callback/google/extra"), ["callback", "google", "extra"], 404],
  ])("refuses %s before NextAuth sees it", async (_name, request, segments, status) => {
    const res = await guardNextAuthRequest(request, segments, ok);
    expect(res.status).toBe(status);
    expect(ok).not.toHaveBeenCalled();
  });

  it("turns a NextAuth 500 or a throw into a 400 without details", async () => {
    const five = await guardNextAuthRequest(
      req("session"),
      ["session"],
      async () => new Response("Error: boom at /x.ts:1", { status: 500 }),
    );
    expect(five.status).toBe(400);
    expect(await five.text()).not.toMatch(/boom|\.ts/);
    const err = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const thrown = await guardNextAuthRequest(req("session"), ["session"], async () => {
      throw new TypeError("secret internals");
    });
    expect(thrown.status).toBe(400);
    expect(await thrown.text()).not.toContain("internals");
    err.mockRestore();
  });
});
