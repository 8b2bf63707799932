import { readFixture } from "@/tests/support/fixtures";
import { espnStatLine, parsePlayerStats } from "./player-stats";

// Recorded 2020 ESPN answers (tests/fixtures/README.md): the weekly lines of league 899513's rostered players and
// five pool entries of kona_player_info that carry only season-level rows.
const weekly = readFixture<unknown[]>("espn/ffscrapr-tests-2020/league_899513_sp1_sp2_player_week_stats.json");
const kona = readFixture<{ players: unknown[] }>("espn/ffscrapr-tests-2020/league_899513_view-kona_player_info.json");

describe("ESPN season-level player stats", () => {
  const rows = parsePlayerStats(2020, weekly);
  const row = (name: string, week: number) => rows.find((r) => r.fullName === name && r.week === week);

  it("maps a quarterback's recorded raw line (Brady, 2020 week 1: 23/36, 239 yds, 2 TD, 2 INT, a rushing TD)", () => {
    expect(row("Tom Brady", 1)).toMatchObject({
      espnId: "2330",
      position: "QB",
      team: "TB",
      actual: {
        pass_att: 36,
        pass_cmp: 23,
        pass_yd: 239,
        pass_td: 2,
        pass_int: 2,
        rush_att: 3,
        rush_yd: 9,
        rush_td: 1,
      },
    });
    expect(row("Tom Brady", 1)?.projected?.pass_yd).toBeGreaterThan(200);
  });

  it("maps kickers' field-goal ranges and a defense's points-allowed bucket", () => {
    expect(row("Robbie Gould", 1)?.actual).toEqual({ fg_50p: 1, fg_30_39: 1, pat_made: 2 });
    expect(row("Ravens D/ST", 1)?.actual).toEqual({
      def_int: 1,
      def_fum_rec: 2,
      def_sack: 2,
      def_pts_allowed_1_6: 1,
    });
  });

  it("keeps one row per player-week with both sources, and only single-week rows of the asked season", () => {
    expect(new Set(rows.map((r) => r.week))).toEqual(new Set([1, 2]));
    expect(new Set(rows.map((r) => `${r.espnId}:${r.week}`)).size).toBe(rows.length);
    expect(rows.filter((r) => r.actual && r.projected).length).toBeGreaterThan(400);
    expect(parsePlayerStats(2021, weekly)).toEqual([]);
    // kona_player_info's pool entries have only season totals and rest-of-season projections.
    expect(parsePlayerStats(2020, kona)).toEqual([]);
  });

  it("refuses an answer of the wrong shape", () => {
    expect(() => parsePlayerStats(2020, { players: [{ nope: 1 }] })).toThrow();
    expect(() => parsePlayerStats(2020, "garbage")).toThrow();
  });

  it("reads receptions from stat 41 when the scoring item 53 is missing", () => {
    expect(espnStatLine({ 41: 5, 42: 60 }, "WR")).toEqual({ rec: 5, rec_yd: 60 });
  });
});
