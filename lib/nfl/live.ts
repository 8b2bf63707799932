import { fetchEspnNews, fetchLiveWeek } from "./espn-live";
import { getGameState, type GameState } from "./game-state";
import { playerNews, type NflNewsItem } from "./news";
import type { NflPlayerRef } from "./players";

// Live-first variants: ESPN's public endpoints when ESPN_SITE_API_URL is set, else (or on failure) bundled data.
export async function getGameStateLive(team: string, season: number, week: number, now: Date): Promise<GameState | null> {
  const live = await fetchLiveWeek(season, week);
  return live?.get(team) ?? getGameState(team, season, week, now);
}

// A player's news: ESPN's articles that name him (the configured news source), then the data desk's game recaps.
export async function getPlayerNewsLive(ref: NflPlayerRef & { name: string; season: number; now: Date; playerId?: string | null }): Promise<NflNewsItem[]> {
  // Only what was published by the football clock's now (the demo replays a past season).
  const espn = ((await fetchEspnNews(ref.name)) ?? []).filter((n) => n.publishedAt <= ref.now);
  const desk = playerNews(ref);
  return [...espn, ...desk].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
}
