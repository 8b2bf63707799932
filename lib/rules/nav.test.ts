/** @jest-environment node */
import { NAV_ITEMS, isNavItemActive } from "./nav";

describe("NAV_ITEMS", () => {
  it("lists the eight items with routes and subtitles in order", () => {
    expect(NAV_ITEMS.map((i) => [i.label, i.href, i.subtitle])).toEqual([
      ["This Week", "/", "Dashboard & Actions"],
      ["GM Chat", "/gm-chat", "AI Fantasy Consultant"],
      ["Matchups", "/matchups", "League Head-to-Head"],
      ["Standings", "/standings", "League Rankings"],
      ["Schedule", "/schedule", "Matchups & Bye Weeks"],
      ["Manage", "/manage", "Teams, Waivers, Trades"],
      ["Players", "/players", "Search & Profiles"],
      ["Analytics", "/analytics", "Season Simulation"],
    ]);
  });
});

describe("isNavItemActive", () => {
  it.each([
    ["/", "/", true],
    ["/", "/dashboard", true],
    ["/", "/dashboard/", true],
    ["/", "/players", false],
    ["/", "/gm-chat", false],
    ["/players", "/players", true],
    ["/players", "/players/", true],
    ["/players", "/players/123", true],
    ["/players", "/player/123", false],
    ["/players", "/players-archive", false],
    ["/manage", "/", false],
    ["/gm-chat", "/gm-chat/abc", true],
    ["/analytics", "/dashboard", false],
  ])("href %s on %s → %s", (href, pathname, expected) => {
    expect(isNavItemActive(href, pathname)).toBe(expected);
  });

  it("marks exactly one item active on each nav route", () => {
    for (const item of NAV_ITEMS) {
      const active = NAV_ITEMS.filter((i) => isNavItemActive(i.href, item.href));
      expect(active).toEqual([item]);
    }
  });
});
