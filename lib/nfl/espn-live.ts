import { z } from "zod";
import { env } from "@/env";
import type { GameState } from "./game-state";
import type { NflNewsItem } from "./news";

// Live sources from ESPN's public site API (base URL from env.ESPN_SITE_API_URL). Unset = bundled data only.
// Answers are cached briefly in module scope; any failure returns null so callers fall back to bundled data.

const ESPN_TO_NFLVERSE: Record<string, string> = { WSH: "WAS", LAR: "LA", JAC: "JAX" };
const team = (abbr: string) => ESPN_TO_NFLVERSE[abbr] ?? abbr;

const scoreboardSchema = z.object({
  events: z.array(z.object({
    id: z.string(),
    date: z.string(),
    competitions: z.array(z.object({
      competitors: z.array(z.object({ homeAway: z.enum(["home", "away"]), score: z.string().optional(), team: z.object({ id: z.string(), abbreviation: z.string() }) })),
      status: z.object({ period: z.number().default(0), displayClock: z.string().default(""), type: z.object({ state: z.enum(["pre", "in", "post"]), completed: z.boolean().default(false) }) }),
      situation: z.object({ possession: z.string().optional(), isRedZone: z.boolean().optional() }).optional(),
    })).min(1),
  })),
});

const cache = new Map<string, { at: number; value: unknown }>();
const TTL_MS = 15_000;

async function getJson(path: string): Promise<unknown | null> {
  if (!env.ESPN_SITE_API_URL) return null;
  const url = `${env.ESPN_SITE_API_URL.replace(/\/$/, "")}${path}`;
  const hit = cache.get(url);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(env.PROVIDER_TIMEOUT_MS) });
    if (!res.ok) return null;
    const value: unknown = await res.json();
    cache.set(url, { at: Date.now(), value });
    return value;
  } catch {
    return null;
  }
}

// Live states for every team in a week, keyed by nflverse team code; null when unconfigured or failing.
export async function fetchLiveWeek(season: number, week: number): Promise<Map<string, GameState> | null> {
  const parsed = scoreboardSchema.safeParse(await getJson(`/scoreboard?seasontype=2&week=${week}&dates=${season}`));
  if (!parsed.success) return null;
  const states = new Map<string, GameState>();
  for (const event of parsed.data.events) {
    const c = event.competitions[0];
    const home = c?.competitors.find((x) => x.homeAway === "home");
    const away = c?.competitors.find((x) => x.homeAway === "away");
    if (!c || !home || !away) continue;
    const homeScore = Number(home.score ?? 0) || 0;
    const awayScore = Number(away.score ?? 0) || 0;
    const state = c.status.type.state;
    for (const side of [home, away]) {
      const isHome = side === home;
      const onField = state === "in" && c.situation?.possession === side.team.id;
      states.set(team(side.team.abbreviation), {
        gameId: `espn-${event.id}`, status: state, completed: c.status.type.completed, quarter: c.status.period,
        clock: c.status.displayClock, homeScore, awayScore, teamScore: isHome ? homeScore : awayScore,
        opponentScore: isHome ? awayScore : homeScore, isHome, opponent: team((isHome ? away : home).team.abbreviation),
        kickoff: new Date(event.date), progress: state === "post" ? 1 : state === "pre" ? 0 : Math.min(1, Math.max(0, (c.status.period - 1) / 4)),
        inRedZone: onField && Boolean(c.situation?.isRedZone), onField,
      });
    }
  }
  return states;
}

const newsSchema = z.object({
  articles: z.array(z.object({
    id: z.union([z.number(), z.string()]).optional(),
    headline: z.string(),
    description: z.string().default(""),
    published: z.string(),
    links: z.object({ web: z.object({ href: z.string() }).optional() }).optional(),
    images: z.array(z.object({ url: z.string() })).optional(),
  })),
});

// ESPN's public NFL news, optionally narrowed to articles naming a player.
export async function fetchEspnNews(playerName?: string): Promise<NflNewsItem[] | null> {
  const parsed = newsSchema.safeParse(await getJson("/news?limit=50"));
  if (!parsed.success) return null;
  const needle = playerName?.toLowerCase();
  return parsed.data.articles
    .filter((a) => !needle || `${a.headline} ${a.description}`.toLowerCase().includes(needle))
    .map((a) => ({
      id: `espn-${a.id ?? a.headline}`, headline: a.headline, summary: a.description, source: "ESPN",
      url: a.links?.web?.href ?? null, imageUrl: a.images?.[0]?.url ?? null, publishedAt: new Date(a.published),
      type: /trade/i.test(a.headline) ? ("trade" as const) : ("news" as const), impact: "neutral" as const,
    }));
}
