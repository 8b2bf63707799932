import "server-only";
// Turns what a tool was given — player names, references to the manager's roster ("my RB1", "my FLEX",
// "my bench RB", "my worst WR") or an unnamed target ("top WR") — into players with their season data.
import { resolvePlayers, type NflContext, type ResolvedPlayer } from "@/lib/league-model/team/context";
import type { LeagueData } from "@/lib/league-model/team/league-model";
import { restOfSeason } from "@/lib/league-model/team/projections";
import { projectedCandidates } from "@/lib/league-model/team/candidates";

export interface RosterEntry {
  player: ResolvedPlayer;
  slot: string;
  isStarting: boolean;
  teamId: string;
  restMean: number;
}

export interface Resolution {
  found: ResolvedPlayer[];
  notFound: string[];
  /** How references were read, e.g. "your RB1 → Bijan Robinson". */
  notes: string[];
}

const ROSTER = /^my (?:(bench|worst) )?(QB|RB|WR|TE|K)(\d)?$|^my (FLEX|SUPER_FLEX|bench|starters)$/;
const MARKET = /^top (QB|RB|WR|TE|K|player)$/;

export const isReference = (item: string) => ROSTER.test(item) || MARKET.test(item);

/** Every rostered fantasy player in the league this week, with rest-of-season value. */
export function leagueRoster(d: LeagueData): RosterEntry[] {
  return d.slots.flatMap((s) => {
    const p = s.player;
    const season = p ? d.seasons.get(p.id) : undefined;
    if (!p || !season) return [];
    const player: ResolvedPlayer = {
      ref: { id: p.id, name: p.fullName, position: p.position, nflTeam: p.nflTeam, injuryStatus: p.injuryStatus },
      season,
      gsisId: p.gsisId,
      percentOwned: p.percentOwned ?? null,
    };
    return [
      {
        player,
        slot: s.slot,
        isStarting: s.isStarting,
        teamId: s.teamId,
        restMean: restOfSeason(season, d.ctx.week, d.ctx.lastWeek, d.ctx.scoring, p.injuryStatus).mean,
      },
    ];
  });
}

function fromRoster(mine: RosterEntry[], item: string): RosterEntry[] {
  const m = ROSTER.exec(item);
  if (!m) return [];
  const byValue = (list: RosterEntry[]) => [...list].sort((a, b) => b.restMean - a.restMean);
  if (m[4] === "FLEX" || m[4] === "SUPER_FLEX") return mine.filter((e) => e.isStarting && e.slot === m[4]);
  if (m[4] === "bench") return mine.filter((e) => !e.isStarting && e.slot !== "IR");
  if (m[4] === "starters") return mine.filter((e) => e.isStarting);
  const atPosition = byValue(mine.filter((e) => e.player.ref.position === m[2]));
  if (m[1] === "bench") return atPosition.filter((e) => !e.isStarting && e.slot !== "IR").slice(0, 1);
  if (m[1] === "worst") return atPosition.slice(-1);
  const rank = Number(m[3] ?? 1);
  const hit = atPosition[rank - 1];
  return hit ? [hit] : [];
}

const label = (item: string) =>
  item.replace(/^my /, "your ").replace("FLEX", "flex").replace("SUPER_FLEX", "superflex");

/**
 * Resolves names and references. `roster` is the league's rosters (null without a league); `teamId` is the
 * manager's team. A market reference ("top WR") becomes the best player at the position on another roster
 * (or in the pool) whose rest-of-season value is within reach of `targetValue` — a star worth far more than
 * what is offered is not a realistic trade.
 */
export async function resolveItems(
  ctx: NflContext,
  items: string[],
  league: { roster: RosterEntry[]; teamId: string } | null,
  targetValue: number | null = null,
): Promise<Resolution> {
  const out: Resolution = { found: [], notFound: [], notes: [] };
  for (const item of items) {
    if (!isReference(item)) {
      const { found, notFound } = await resolvePlayers(ctx, [item]);
      out.found.push(...found);
      out.notFound.push(...notFound);
      continue;
    }
    if (ROSTER.test(item)) {
      if (!league) {
        out.notFound.push(item);
        continue;
      }
      const hits = fromRoster(
        league.roster.filter((e) => e.teamId === league.teamId),
        item,
      );
      if (!hits.length) out.notFound.push(item);
      for (const h of hits) out.found.push(h.player);
      if (hits.length) out.notes.push(`${label(item)} → ${hits.map((h) => h.player.ref.name).join(", ")}`);
      continue;
    }
    const position = MARKET.exec(item)?.[1] ?? "player";
    const pool = league
      ? league.roster
          .filter((e) => e.teamId !== league.teamId && (position === "player" || e.player.ref.position === position))
          .map((e) => ({ player: e.player, restMean: e.restMean }))
      : (await projectedCandidates(ctx, position === "player" ? null : position)).map((c) => ({
          player: c.player,
          restMean: c.restMean,
        }));
    const ranked = pool.sort((a, b) => b.restMean - a.restMean);
    const reachable =
      targetValue !== null
        ? (ranked.find((c) => c.restMean <= targetValue * 1.15) ?? ranked[ranked.length - 1])
        : ranked[0];
    if (!reachable) {
      out.notFound.push(item);
      continue;
    }
    out.found.push(reachable.player);
    out.notes.push(
      `a ${item} → ${reachable.player.ref.name}` +
        (targetValue !== null && ranked[0] !== reachable
          ? `, the best ${position} whose rest-of-season value is close to what you give ` +
            "(higher-ranked ones would cost more)"
          : ""),
    );
  }
  return out;
}
