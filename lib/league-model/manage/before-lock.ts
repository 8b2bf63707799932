import { footballNow } from "@/lib/clock";
import "server-only";
import type { TeamWithLeagueRow } from "@/lib/db/queries/teams";
import { lineupView } from "@/lib/league-model/decisions/lineup";
import type { LineupPlayerCard, LineupSwapView, LineupView } from "@/lib/league-model/decisions/types";
import { waiversView } from "@/lib/league-model/decisions/waivers";
import { leagueNextWaiverRun } from "@/lib/domain/waiver-run";
import type { BeforeLockItem } from "@/lib/validations/responses/manage";

// /manage's Before lock queue reads /lineup's own view model (objective "win") for each team: the same
// player-weeks, the same optimal lineup and the same ΔP(win) per swap as the lineup page. This module only picks
// the problems out of it: starters flagged there (Out, Doubtful, IR, bye…) whose game has not started, and empty
// starting slots. The fix is the lineup's swap for that player (its best bench replacement); a problem without
// one is fixed on /waivers. Each league's next waiver run is listed too when /waivers prices a claim that raises
// the playoff odds by more than the simulation's noise (the brief's rule), with that claim as the fix.

const problemOf = (card: LineupPlayerCard, slot: string): string =>
  card.flag === "Bye" ? "On bye" : (card.flag ?? `${slot} starter`);

function teamItems(team: TeamWithLeagueRow, view: LineupView): BeforeLockItem[] {
  if (view.empty && view.empty.reason !== "no-opponent") return [];
  const unused = [...view.swaps];
  const take = (match: (s: LineupSwapView) => boolean) => {
    const i = unused.findIndex(match);
    return i >= 0 ? unused.splice(i, 1)[0] : undefined;
  };
  return view.slots.flatMap(({ slot, current }): BeforeLockItem[] => {
    if (current && (current.locked || !current.flag)) return [];
    const swap = current ? take((s) => s.playerOut?.id === current.id) : take((s) => s.playerOut === null);
    // The fix must be made before either game kicks off: after that one of the two players is locked.
    const kickoffs = [current?.kickoff, swap?.playerIn.kickoff].filter((k): k is string => !!k).sort();
    return [
      {
        kind: "lineup",
        teamId: team.id,
        teamName: team.name,
        leagueName: team.league.name,
        slot,
        player: current
          ? { id: current.id, name: current.name, position: current.position, nflTeam: current.nflTeam }
          : null,
        problem: current ? problemOf(current, slot) : `Empty ${slot} slot`,
        kickoff: kickoffs[0] ?? null,
        fix: swap
          ? {
              href: "/lineup",
              playerIn: { id: swap.playerIn.id, name: swap.playerIn.name },
              deltaWinProbability: view.opponent ? swap.deltaWinProbability : null,
              claim: null,
            }
          : { href: "/waivers", playerIn: null, deltaWinProbability: null, claim: null },
      },
    ];
  });
}

const BEST_CLAIM = { position: null, q: null, playable: false, hideInjured: false, page: 1, pageSize: 1 };

async function waiverRunItems(team: TeamWithLeagueRow, now: Date): Promise<BeforeLockItem[]> {
  // Known before pricing anything: a league without a schedule costs no simulation.
  const at = leagueNextWaiverRun(team.league, now);
  if (!at) return [];
  const best = (await waiversView({ team, now, filters: BEST_CLAIM })).rows[0];
  if (!best || best.deltaPlayoff === null || best.sePlayoff === null || best.deltaPlayoff <= best.sePlayoff) return [];
  return [
    {
      kind: "waivers",
      teamId: team.id,
      teamName: team.name,
      leagueName: team.league.name,
      slot: null,
      player: null,
      problem: "Waivers run",
      kickoff: at.toISOString(),
      fix: {
        href: "/waivers",
        playerIn: { id: best.id, name: best.name },
        deltaWinProbability: null,
        claim: { deltaPlayoffOdds: best.deltaPlayoff, sePlayoffOdds: best.sePlayoff, bid: best.bid },
      },
    },
  ];
}

// Soonest kickoff first; at the same kickoff, the fix worth the most P(win). Unknown values sort last.
const ascending = (x: number | null, y: number | null) => (x === y ? 0 : x === null ? 1 : y === null ? -1 : x - y);
function byUrgency(a: BeforeLockItem, b: BeforeLockItem): number {
  const time = (i: BeforeLockItem) => (i.kickoff ? Date.parse(i.kickoff) : null);
  const cost = (i: BeforeLockItem) => (i.fix.deltaWinProbability === null ? null : -i.fix.deltaWinProbability);
  return ascending(time(a), time(b)) || ascending(cost(a), cost(b));
}

/** Each team at its own league's football clock, or every team at `at` when given. */
export async function beforeLockQueue({
  teams,
  at,
}: {
  teams: TeamWithLeagueRow[];
  at?: Date;
}): Promise<BeforeLockItem[]> {
  const perTeam = await Promise.all(
    teams.map(async (team) => {
      const now = at ?? footballNow(team.league);
      const lineup = await lineupView({ team, now, objective: "win" });
      return [...teamItems(team, lineup), ...(await waiverRunItems(team, now))];
    }),
  );
  return perTeam.flat().sort(byUrgency);
}
