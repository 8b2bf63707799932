// Sleeper's weekly projections (`/projections/nfl/{season}/{week}?season_type=regular&position[]=…`, no `/v1`): an
// array with one item per player, `stats` in Sleeper's stat keys (the same keys as its scoring settings).
import { z } from "zod";
import type { StatLine } from "@/lib/domain/league";
import { nflverseTeam, sleeperPosition, sleeperStatLine } from "./maps";

const item = z.object({
  player_id: z.union([z.string(), z.number()]).transform(String),
  week: z.union([z.string(), z.number()]).transform(Number).nullish(),
  team: z.string().nullish(),
  stats: z.record(z.string(), z.number()).nullish(),
  player: z.object({ position: z.string().nullish() }).loose().nullish(),
});
export const sleeperProjectionsSchema = z.array(item);

export interface SleeperProjection {
  playerKey: string; // Sleeper's player id (a team code for a defense)
  position: string;
  team: string | null;
  week: number;
  stats: StatLine;
}

const POSITIONS = ["QB", "RB", "WR", "TE", "K", "DEF"] as const;

/** The projections URL for one week, from the base of Sleeper's v1 API (the projections live beside it). */
export function sleeperProjectionsUrl(v1Base: string, season: number, week: number): string {
  const base = v1Base.replace(/\/v1\/?$/, "");
  const positions = POSITIONS.map((p) => `position[]=${p}`).join("&");
  return `${base}/projections/nfl/${season}/${week}?season_type=regular&${positions}`;
}

/** The players of a week's answer with a modelled position and a projected line. */
export function parseSleeperProjections(week: number, body: unknown): SleeperProjection[] {
  return sleeperProjectionsSchema.parse(body).flatMap((p) => {
    const position = sleeperPosition(p.player?.position ?? (/^[A-Z]{2,3}$/.test(p.player_id) ? "DEF" : null));
    if (!position || !p.stats) return [];
    const stats = sleeperStatLine(p.stats);
    if (Object.keys(stats).length === 0) return [];
    return [{ playerKey: p.player_id, position, team: nflverseTeam(p.team), week: p.week ?? week, stats }];
  });
}
