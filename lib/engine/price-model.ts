// Pricing an arbitrary change to a league (several adds and drops at once, a multi-player trade, …): the
// base league and the changed one run on the same variates, as in priceAction, and bye odds come along
// because the decision pages show them. Each variant is paired with the base on its own run, so its
// standard errors are those of that pair.
import { seasonInputFromModel } from "./league-model";
import { pairedStandardError } from "./pricing";
import { compileSeason } from "./season-compile";
import { runSeasons } from "./season-sim";
import type { LeagueModel, OddsDelta, SimOptions } from "./types";

export interface ModelOddsDelta extends OddsDelta {
  baseByeOdds: number;
  byeOdds: number;
  deltaByeOdds: number;
}

/** Δ playoff, bye and title odds of `teamIds` when `base` becomes each of `variants` (same seed for all). */
export function priceModels(
  base: LeagueModel,
  variants: readonly LeagueModel[],
  teamIds: readonly string[],
  opts: SimOptions,
): ModelOddsDelta[][] {
  const c0 = compileSeason(seasonInputFromModel(base));
  const index = (id: string) => {
    const i = c0.teamIds.indexOf(id);
    if (i < 0) throw new Error(`priceModels: unknown team ${id}`);
    return i;
  };
  return variants.map((variant) => {
    const c1 = compileSeason(seasonInputFromModel(variant));
    const { tallies, pair } = runSeasons([c0, c1], opts);
    const [t0, t1] = tallies;
    if (!t0 || !t1 || !pair) throw new Error("priceModels: simulation produced no tallies");
    const n = Math.max(1, t0.seasons);
    return teamIds.map((teamId) => {
      const t = index(teamId);
      const gainP = pair.playoffGain[t] ?? 0,
        lossP = pair.playoffLoss[t] ?? 0;
      const gainT = pair.titleGain[t] ?? 0,
        lossT = pair.titleLoss[t] ?? 0;
      const baseBye = (t0.bye[t] ?? 0) / n,
        bye = (t1.bye[t] ?? 0) / n;
      return {
        teamId,
        basePlayoffOdds: (t0.playoff[t] ?? 0) / n,
        playoffOdds: (t1.playoff[t] ?? 0) / n,
        deltaPlayoffOdds: (gainP - lossP) / n,
        sePlayoffOdds: pairedStandardError(gainP, lossP, n),
        baseByeOdds: baseBye,
        byeOdds: bye,
        deltaByeOdds: bye - baseBye,
        baseTitleOdds: (t0.title[t] ?? 0) / n,
        titleOdds: (t1.title[t] ?? 0) / n,
        deltaTitleOdds: (gainT - lossT) / n,
        seTitleOdds: pairedStandardError(gainT, lossT, n),
      };
    });
  });
}

/** A team's roster after adding and dropping players (ids not on the roster are ignored by the caller's checks). */
export function withRosterChange(
  model: LeagueModel,
  teamId: string,
  add: readonly LeagueModel["rosters"][string][number][],
  drop: readonly string[],
): LeagueModel {
  const gone = new Set(drop);
  const roster = (model.rosters[teamId] ?? []).filter((p) => !gone.has(p.id));
  const fixed = model.fixedLineups?.[teamId];
  const fixedLineups = fixed
    ? {
        ...model.fixedLineups,
        [teamId]: Object.fromEntries(Object.entries(fixed).filter(([, ids]) => !ids.some((id) => gone.has(id)))),
      }
    : model.fixedLineups;
  return { ...model, rosters: { ...model.rosters, [teamId]: [...roster, ...add] }, fixedLineups };
}
