// Pricing an arbitrary change to a league (several adds and drops at once, a multi-player trade, …): the
// base league and the changed ones run on the same variates, as in priceAction, and bye odds come along
// because the decision pages show them. Each variant is paired with the base, so its standard errors are
// those of that pair.
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

/**
 * Every team's Δ playoff, bye and title odds when `base` becomes each of `variants`, all run on the same seasons
 * (one base run shared by the variants; a variant's numbers are the same whether it is priced alone or in a batch).
 */
export function priceVariants(
  base: LeagueModel,
  variants: readonly LeagueModel[],
  opts: SimOptions,
): ModelOddsDelta[][] {
  if (variants.length === 0) return [];
  const c0 = compileSeason(seasonInputFromModel(base));
  const compiled = variants.map((v) => compileSeason(seasonInputFromModel(v)));
  const { tallies, pairs } = runSeasons([c0, ...compiled], opts);
  const t0 = tallies[0];
  if (!t0) throw new Error("priceVariants: simulation produced no tallies");
  const n = Math.max(1, t0.seasons);
  return compiled.map((_, vi) => {
    const t1 = tallies[vi + 1],
      pair = pairs[vi];
    if (!t1 || !pair) throw new Error("priceVariants: simulation produced no tallies");
    return c0.teamIds.map((teamId, t) => {
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

/** Δ playoff, bye and title odds of `teamIds` when `base` becomes each of `variants` (same seed for all). */
export function priceModels(
  base: LeagueModel,
  variants: readonly LeagueModel[],
  teamIds: readonly string[],
  opts: SimOptions,
): ModelOddsDelta[][] {
  return priceVariants(base, variants, opts).map((all) =>
    teamIds.map((id) => {
      const d = all.find((x) => x.teamId === id);
      if (!d) throw new Error(`priceModels: unknown team ${id}`);
      return d;
    }),
  );
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
