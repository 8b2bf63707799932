/** @jest-environment node */
import { clipboardText, connectUrl, handoverMessage, MESSAGE_TYPE, normalizeOrigin, readCookies } from "./logic.js";

const SWID = "{A1B2C3D4-E5F6-4A5B-8C9D-0E1F2A3B4C5D}";

describe("normalizeOrigin", () => {
  it.each([
    ["gm.example.com", "https://gm.example.com"],
    ["https://gm.example.com/connect?x=1", "https://gm.example.com"],
    ["http://localhost:3000", "http://localhost:3000"],
    ["http://127.0.0.1:3100/", "http://127.0.0.1:3100"],
    ["http://gm.example.com", null], // cookies never in clear to another host
    ["javascript:alert(1)", null],
    ["ftp://gm.example.com", null],
    ["", null],
    ["   ", null],
  ])("%p → %p", (input, expected) => {
    expect(normalizeOrigin(input)).toBe(expected);
  });
});

describe("readCookies", () => {
  it("returns both cookies when present", () => {
    expect(
      readCookies([
        { name: "espn_s2", value: "AEB%2Fx" },
        { name: "SWID", value: SWID },
      ]),
    ).toEqual({ ok: true, espnS2: "AEB%2Fx", swid: SWID });
  });

  it("names what is missing (chrome.cookies.get answers null for a missing cookie)", () => {
    expect(readCookies([null, { name: "SWID", value: SWID }])).toEqual({
      ok: false,
      missing: ["espn_s2"],
      invalid: [],
    });
    expect(readCookies([null, null])).toEqual({ ok: false, missing: ["espn_s2", "SWID"], invalid: [] });
  });

  it("rejects a SWID that is not a braced GUID", () => {
    expect(
      readCookies([
        { name: "espn_s2", value: "x" },
        { name: "SWID", value: "not-a-guid" },
      ]),
    ).toEqual({ ok: false, missing: [], invalid: ["SWID"] });
  });
});

describe("handover", () => {
  const cookies = { espnS2: "s2value", swid: SWID };

  it("never puts the cookies in the URL it opens", () => {
    const url = connectUrl("https://gm.example.com");
    expect(url).toBe("https://gm.example.com/connect?provider=espn");
    expect(url).not.toContain("s2value");
  });

  it("posts a typed message the Connect page recognises", () => {
    expect(handoverMessage(cookies)).toEqual({ type: MESSAGE_TYPE, espnS2: "s2value", swid: SWID });
  });

  it("copies one labelled cookie per line", () => {
    expect(clipboardText(cookies)).toBe(`espn_s2: s2value\nSWID: ${SWID}\n`);
  });
});
