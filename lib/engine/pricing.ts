// Action pricing: the same seasons (common random numbers) simulated with and without the action, so
// the Δ odds carry only the action's effect; standard errors come from the paired differences.
import { applyAction, seasonInputFromModel } from "./league-model";
import { compileSeason } from "./season-compile";
import { runSeasons, type PairTally, type SeasonTally } from "./season-sim";
import type { Action, ActionPrice, LeagueModel, OddsDelta, SimOptions } from "./types";

/** Standard error of the mean of paired differences d ∈ {−1, 0, 1}. */
export function pairedStandardError(gain: number, loss: number, n: number): number {
  if (n < 2) return 0;
  const mean = (gain - loss) / n;
  const meanSq = (gain + loss) / n;
  return Math.sqrt(Math.max(0, ((meanSq - mean * mean) * n) / (n - 1)) / n);
}

function oddsDelta(teamId: string, t: number, base: SeasonTally, mod: SeasonTally, pair: PairTally): OddsDelta {
  const n = Math.max(1, base.seasons);
  const gainP = pair.playoffGain[t] ?? 0,
    lossP = pair.playoffLoss[t] ?? 0;
  const gainT = pair.titleGain[t] ?? 0,
    lossT = pair.titleLoss[t] ?? 0;
  return {
    teamId,
    basePlayoffOdds: (base.playoff[t] ?? 0) / n,
    playoffOdds: (mod.playoff[t] ?? 0) / n,
    deltaPlayoffOdds: (gainP - lossP) / n,
    sePlayoffOdds: pairedStandardError(gainP, lossP, n),
    baseTitleOdds: (base.title[t] ?? 0) / n,
    titleOdds: (mod.title[t] ?? 0) / n,
    deltaTitleOdds: (gainT - lossT) / n,
    seTitleOdds: pairedStandardError(gainT, lossT, n),
  };
}

export function priceAction(base: LeagueModel, action: Action, opts: SimOptions): ActionPrice {
  const c0 = compileSeason(seasonInputFromModel(base));
  const c1 = compileSeason(seasonInputFromModel(applyAction(base, action)));
  const { tallies, pair } = runSeasons([c0, c1], opts);
  const [t0, t1] = tallies;
  if (!t0 || !t1 || !pair) throw new Error("priceAction: simulation produced no tallies");
  const index = (id: string) => {
    const i = c0.teamIds.indexOf(id);
    if (i < 0) throw new Error(`priceAction: unknown team ${id}`);
    return i;
  };
  const team = oddsDelta(action.teamId, index(action.teamId), t0, t1, pair);
  const partner =
    action.type === "trade" ? oddsDelta(action.partnerId, index(action.partnerId), t0, t1, pair) : undefined;
  return partner ? { action, team, partner } : { action, team };
}
