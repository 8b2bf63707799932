// Rosters → weekly team score distributions (each team's best expected lineup per remaining week, byes
// and injuries included via null weeks), and actions applied to a league model.
import { playerCorrelation } from "./correlation";
import { bestExpectedLineup } from "./lineup";
import type { Action, LeagueModel, ModelPlayer, SeasonInput, WeeklyScore } from "./types";

const weekCandidates = (roster: readonly ModelPlayer[], week: number) =>
  roster.flatMap((p) => {
    const d = p.weekly[week];
    return d ? [{ id: p.id, position: p.position, nflTeam: p.nflTeam, dist: d }] : [];
  });

/** Starter ids of a team in a week: the fixed lineup if set, else the best expected lineup. */
export function startersFor(model: LeagueModel, teamId: string, week: number): string[] {
  const fixed = model.fixedLineups?.[teamId]?.[week];
  if (fixed) return [...fixed];
  const roster = model.rosters[teamId] ?? [];
  return bestExpectedLineup(model.slots, weekCandidates(roster, week)).flatMap((a) => (a.playerId ? [a.playerId] : []));
}

/** Sum of the starters' distributions, with same-NFL-team covariance. */
export function teamWeekScore(model: LeagueModel, teamId: string, week: number): WeeklyScore {
  const roster = model.rosters[teamId] ?? [];
  const byId = new Map(roster.map((p) => [p.id, p]));
  const starters = startersFor(model, teamId, week).flatMap((id) => {
    const p = byId.get(id);
    const d = p?.weekly[week];
    return p && d ? [{ p, d }] : [];
  });
  let mean = 0;
  let variance = 0;
  starters.forEach(({ p, d }, i) => {
    mean += d.mean;
    variance += d.sd * d.sd;
    for (let j = i + 1; j < starters.length; j++) {
      const o = starters[j];
      if (o) variance += 2 * playerCorrelation(p, o.p) * d.sd * o.d.sd;
    }
  });
  return { mean, sd: Math.sqrt(Math.max(0, variance)) };
}

export const remainingWeeks = (model: LeagueModel) =>
  [...new Set(model.remaining.map((g) => g.week))].sort((a, b) => a - b);

export function seasonInputFromModel(model: LeagueModel): SeasonInput {
  const weeks = remainingWeeks(model);
  const weekly: Record<string, Record<number, WeeklyScore>> = {};
  for (const t of model.teams) {
    weekly[t.id] = Object.fromEntries(weeks.map((w) => [w, teamWeekScore(model, t.id, w)]));
  }
  return { rules: model.rules, teams: model.teams, remaining: model.remaining, played: model.played, weekly };
}

function moveLineup(model: LeagueModel, teamId: string, week: number, start: string, sit: string): LeagueModel {
  const current = startersFor(model, teamId, week);
  if (current.includes(start) || !current.includes(sit)) return model;
  const next = current.map((id) => (id === sit ? start : id));
  const team = { ...(model.fixedLineups?.[teamId] ?? {}), [week]: next };
  return { ...model, fixedLineups: { ...(model.fixedLineups ?? {}), [teamId]: team } };
}

/** The league after an action. Players who leave a roster also leave that team's fixed lineups. */
export function applyAction(model: LeagueModel, action: Action): LeagueModel {
  if (action.type === "start-sit") return moveLineup(model, action.teamId, action.week, action.start, action.sit);
  const rosters: Record<string, readonly ModelPlayer[]> = { ...model.rosters };
  if (action.type === "waiver") {
    const roster = (rosters[action.teamId] ?? []).filter((p) => p.id !== action.drop);
    rosters[action.teamId] = [...roster, action.add];
    return { ...model, rosters, fixedLineups: dropFromLineups(model, action.teamId, action.drop ? [action.drop] : []) };
  }
  const mine = rosters[action.teamId] ?? [];
  const theirs = rosters[action.partnerId] ?? [];
  const give = new Set(action.give);
  const receive = new Set(action.receive);
  // Each side's drops (a roster the deal would overfill) leave with what it sends.
  const leaveMine = new Set([...action.give, ...(action.drop ?? [])]);
  const leaveTheirs = new Set([...action.receive, ...(action.partnerDrop ?? [])]);
  rosters[action.teamId] = [...mine.filter((p) => !leaveMine.has(p.id)), ...theirs.filter((p) => receive.has(p.id))];
  rosters[action.partnerId] = [...theirs.filter((p) => !leaveTheirs.has(p.id)), ...mine.filter((p) => give.has(p.id))];
  const fixed = dropFromLineups(
    { ...model, fixedLineups: dropFromLineups(model, action.teamId, [...leaveMine]) },
    action.partnerId,
    [...leaveTheirs],
  );
  return { ...model, rosters, fixedLineups: fixed };
}

function dropFromLineups(model: LeagueModel, teamId: string, ids: readonly string[]): LeagueModel["fixedLineups"] {
  const team = model.fixedLineups?.[teamId];
  if (!team || ids.length === 0) return model.fixedLineups;
  const cleaned = Object.fromEntries(
    Object.entries(team).filter(([, starters]) => !starters.some((id) => ids.includes(id))),
  );
  return { ...model.fixedLineups, [teamId]: cleaned };
}
