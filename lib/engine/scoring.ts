// League scoring applied to raw stat lines. Presets follow the common platform defaults; any custom
// ScoringSettings (points per unit for each StatKey) works the same way.
import type { ScoringSettings, StatKey, StatLine } from "@/lib/domain/league";
import { round2 } from "@/lib/numbers";

export const STANDARD: ScoringSettings = {
  pass_yd: 0.04,
  pass_td: 4,
  pass_int: -2,
  pass_2pt: 2,
  rush_yd: 0.1,
  rush_td: 6,
  rush_2pt: 2,
  rec: 0,
  rec_yd: 0.1,
  rec_td: 6,
  rec_2pt: 2,
  fum_lost: -2,
  fum_rec_td: 6,
  ret_td: 6,
  pat_made: 1,
  pat_miss: -1,
  fg_0_19: 3,
  fg_20_29: 3,
  fg_30_39: 3,
  fg_40_49: 4,
  fg_50p: 5,
  fg_miss: -1,
  def_sack: 1,
  def_int: 2,
  def_fum_rec: 2,
  def_td: 6,
  def_safety: 2,
  def_blk_kick: 2,
  def_pts_allowed_0: 10,
  def_pts_allowed_1_6: 7,
  def_pts_allowed_7_13: 4,
  def_pts_allowed_14_20: 1,
  def_pts_allowed_21_27: 0,
  def_pts_allowed_28_34: -1,
  def_pts_allowed_35p: -4,
};
export const HALF_PPR: ScoringSettings = { ...STANDARD, rec: 0.5 };
export const PPR: ScoringSettings = { ...STANDARD, rec: 1 };

/** One stat line's points under the three preset scorings, as providers list them beside a league's own. */
export function presetPoints(stats: StatLine): { std: number; half: number; ppr: number } {
  return { std: scorePoints(stats, STANDARD), half: scorePoints(stats, HALF_PPR), ppr: scorePoints(stats, PPR) };
}

/** Fantasy points of one stat line; rounded to 2 decimals like the platforms show them. */
export function scorePoints(stats: StatLine, scoring: ScoringSettings): number {
  let total = 0;
  for (const key of Object.keys(stats) as StatKey[]) {
    const value = stats[key];
    const perUnit = scoring[key];
    if (value !== undefined && perUnit !== undefined && Number.isFinite(value)) total += value * perUnit;
  }
  return round2(total);
}
