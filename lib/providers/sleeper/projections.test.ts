/** @jest-environment node */
import { scorePoints, HALF_PPR } from "@/lib/engine/scoring";
import { parseSleeperProjections, sleeperProjectionsUrl } from "./projections";

describe("Sleeper weekly projections", () => {
  it("builds the URL beside the v1 API, with every modelled position", () => {
    expect(sleeperProjectionsUrl("https://api.sleeper.app/v1", 2026, 12)).toBe(
      "https://api.sleeper.app/projections/nfl/2026/12?season_type=regular&position[]=QB&position[]=RB" +
        "&position[]=WR&position[]=TE&position[]=K&position[]=DEF",
    );
    expect(sleeperProjectionsUrl("http://127.0.0.1:9/sleeper/v1/", 2026, 1)).toMatch(
      /^http:\/\/127\.0\.0\.1:9\/sleeper\/projections\/nfl\/2026\/1\?/,
    );
  });

  it("maps Sleeper's stat keys onto stat lines: fumbles, 2-pt, returns, kicking, a defense's points allowed", () => {
    const [rb, k, def, idp] = [
      {
        player_id: "4034",
        week: 12,
        team: "SF",
        player: { position: "RB" },
        stats: {
          rush_yd: 80,
          rush_td: 0.6,
          rec: 4,
          rec_yd: 30,
          fum_lost: 0.1,
          rush_2pt: 0.05,
          kr_td: 0.01,
          pr_td: 0.01,
          st_td: 0.02,
          pts_ppr: 17.2,
        },
      },
      {
        player_id: "17",
        week: 12,
        team: "KC",
        player: { position: "K" },
        stats: { xpm: 3, fgm_40_49: 0.5, fgm_50p: 0.2 },
      },
      {
        player_id: "LAR",
        week: 12,
        team: "LAR",
        player: { position: "DEF" },
        stats: { sack: 2.5, int: 1, pts_allow: 19.5 },
      },
      { player_id: "999", week: 12, team: "NE", player: { position: "LB" }, stats: { idp_tkl: 6 } },
    ];
    const parsed = parseSleeperProjections(12, [rb, k, def, idp]);
    expect(parsed.map((p) => [p.playerKey, p.position, p.team])).toEqual([
      ["4034", "RB", "SF"],
      ["17", "K", "KC"],
      ["LAR", "DST", "LA"],
    ]);
    // st_td totals kr_td + pr_td: counted once, through its parts.
    expect(parsed[0]?.stats).toEqual({
      rush_yd: 80,
      rush_td: 0.6,
      rec: 4,
      rec_yd: 30,
      fum_lost: 0.1,
      rush_2pt: 0.05,
      ret_td: 0.02,
    });
    expect(parsed[1]?.stats).toEqual({ pat_made: 3, fg_40_49: 0.5, fg_50p: 0.2 });
    expect(parsed[2]?.stats).toEqual({ def_sack: 2.5, def_int: 1, def_pts_allowed_14_20: 1 });
    // Scored by a league's rules like any stat line.
    expect(scorePoints(parsed[0]!.stats, HALF_PPR)).toBeCloseTo(8 + 3.6 + 2 + 3 - 0.2 + 0.1 + 0.12, 2);
  });

  it("refuses an answer that is not the projections array", () => {
    expect(() => parseSleeperProjections(12, { players: [] })).toThrow();
  });
});
