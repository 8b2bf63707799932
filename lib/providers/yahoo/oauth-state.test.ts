/** @jest-environment node */
import { readStateCookie, stateCookie, statesMatch, newOAuthState } from "@/lib/providers/yahoo/oauth-state";

describe("Yahoo OAuth state", () => {
  it("round-trips through the cookie and matches only the same value", () => {
    const state = newOAuthState();
    const cookie = stateCookie(state).split(";")[0] ?? "";
    const req = new Request("http://127.0.0.1/api/providers/yahoo/callback", {
      headers: { cookie: `other=1; ${cookie}` },
    });
    expect(readStateCookie(req)).toBe(state);
    expect(statesMatch(state, state)).toBe(true);
    // One character changed (the state is random, so the replacement must differ from the one it replaces).
    const other = `${state.slice(0, -1)}${state.endsWith("x") ? "y" : "x"}`;
    expect(statesMatch(state, other)).toBe(false);
    expect(statesMatch(null, state)).toBe(false);
    expect(statesMatch(state, null)).toBe(false);
  });

  it("sets an HttpOnly, path-scoped, short-lived cookie and clears with Max-Age=0", () => {
    expect(stateCookie("abc")).toMatch(
      /^yahoo_oauth_state=abc; Path=\/api\/providers\/yahoo; Max-Age=600; HttpOnly; SameSite=Lax/,
    );
    expect(stateCookie("", 0)).toContain("Max-Age=0");
  });
});
