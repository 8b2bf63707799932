/** @jest-environment node */
import { fallbackPlayoffOdds } from "./fallback-odds";
import { HALF_PPR, PPR, STANDARD, scorePoints } from "./scoring";

describe("scorePoints", () => {
  // Josh Allen 2024 week 1 (NFL.com): 232 pass yd, 2 pass TD, 39 rush yd, 2 rush TD, 1 fumble lost.
  const allen = { pass_yd: 232, pass_td: 2, rush_yd: 39, rush_td: 2, fum_lost: 1 };
  it("scores a QB line by hand: 9.28 + 8 + 3.9 + 12 − 2 = 31.18", () => {
    expect(scorePoints(allen, PPR)).toBe(31.18);
    expect(scorePoints(allen, STANDARD)).toBe(31.18);
  });
  it("counts receptions per preset: 7 rec, 85 yd, 1 TD", () => {
    const wr = { rec: 7, rec_yd: 85, rec_td: 1, rec_tgt: 10 };
    expect(scorePoints(wr, STANDARD)).toBe(14.5);
    expect(scorePoints(wr, HALF_PPR)).toBe(18);
    expect(scorePoints(wr, PPR)).toBe(21.5);
  });
  it("applies custom settings (6-pt pass TD, TE premium) and ignores unscored stats", () => {
    const custom = { ...PPR, pass_td: 6, bonus_rec_te: 0.5 };
    expect(scorePoints({ pass_td: 3, pass_att: 40 }, custom)).toBe(18);
    expect(scorePoints({ rec: 6, bonus_rec_te: 6, rec_yd: 50 }, custom)).toBe(14);
  });
  it("scores kickers and defenses", () => {
    expect(scorePoints({ pat_made: 3, fg_30_39: 1, fg_40_49: 1, fg_50p: 1, fg_miss: 1 }, PPR)).toBe(14);
    expect(scorePoints({ def_sack: 3, def_int: 1, def_td: 1, def_pts_allowed_7_13: 1 }, STANDARD)).toBe(15);
  });
});

describe("fallbackPlayoffOdds (record-based, percent)", () => {
  it.each([
    [{ wins: 0, losses: 0, ties: 0 }, 50],
    [{ wins: 8, losses: 2, ties: 0 }, 80], // rate .8 → 60 + 20
    [{ wins: 6, losses: 4, ties: 0 }, 60], // rate .6 → 60
    [{ wins: 5, losses: 4, ties: 1 }, 50], // rate .55 → 40 + 10
    [{ wins: 5, losses: 5, ties: 0 }, 40],
    [{ wins: 3, losses: 7, ties: 0 }, 30],
    [{ wins: 0, losses: 1, ties: 1 }, 25], // ties count half
  ])("%o → %d", (record, expected) => {
    expect(fallbackPlayoffOdds(record)).toBeCloseTo(expected, 10);
  });
});
