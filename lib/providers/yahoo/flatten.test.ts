/** @jest-environment node */
import { collection, items, merge, num, obj } from "@/lib/providers/yahoo/flatten";
import { readFixture } from "@/tests/support/fixtures";

const sample = (name: string) =>
  obj(readFixture<Record<string, unknown>>(`yahoo/yahoo_fantasy_api-tests/${name}`).fantasy_content);

describe("Yahoo flatten helpers", () => {
  it("turns count-keyed objects into arrays in key order", () => {
    expect(collection({ "1": "b", "0": "a", count: 2 })).toEqual(["a", "b"]);
    expect(collection({ count: 0 })).toEqual([]);
    expect(collection(undefined)).toEqual([]);
  });

  it("merges fragment arrays and drops [] placeholders", () => {
    expect(merge([[{ team_key: "k" }, [], { name: "N" }], { roster: { week: "1" } }])).toEqual({
      team_key: "k",
      name: "N",
      roster: { week: "1" },
    });
    expect(merge([{ league_key: "1" }, { standings: [] }])).toEqual({ league_key: "1", standings: [] });
  });

  it("reads numbers Yahoo sends as strings", () => {
    expect([num("123.45"), num(7), num("-"), num(""), num(".578"), num(null)]).toEqual([
      123.45,
      7,
      null,
      null,
      0.578,
      null,
    ]);
  });

  it("reads the real 2025 NFL roster sample: 29 players with merged metadata", () => {
    const team = merge(sample("sample.team_roster.travis_hunter.json").team);
    expect(team).toMatchObject({ team_key: "461.l.6288.t.4", name: "Gotham City Knights" });
    const players = items(obj(obj(team.roster)["0"]).players, "player");
    expect(players).toHaveLength(29);
    expect(players[0]).toMatchObject({
      player_key: "461.p.32723",
      display_position: "QB",
      selected_position: [{ coverage_type: "week", week: "11" }, { position: "QB" }, { is_flex: 0 }],
    });
  });
});
