import { fetchEspnNews, fetchLiveWeek } from "./espn-live";
import { getGameState, type GameState } from "./game-state";
import { playerNews, type NflNewsItem } from "./news";
import type { NflPlayerRef } from "./players";

// Live-first variants: ESPN's public endpoints when ESPN_SITE_API_URL is set, else (or on failure) bundled data.
export async function getGameStateLive(team: string, season: number, week: number, now: Date): Promise<GameState | null> {
  const live = await fetchLiveWeek(season, week);
  return live?.get(team) ?? getGameState(team, season, week, now);
}

export async function getPlayerNewsLive(ref: NflPlayerRef & { name: string; season: number; now: Date }): Promise<NflNewsItem[]> {
  const espn = (await fetchEspnNews(ref.name)) ?? [];
  const desk = playerNews(ref);
  return [...espn, ...desk].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
}
