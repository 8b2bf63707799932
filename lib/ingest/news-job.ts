import "server-only";
// News and injuries. `news`: ESPN's NFL news feed every few minutes, each article stored once per player it names
// (ESPN's athlete tags, else the player's full name in its text) with its real link. `injuries`: the injury
// designations of Sleeper's players dump (fetched at most daily, shared with league syncs through HttpCache) written
// onto the players, with a news item for each change. An empty or failed fetch throws: stored data stays.
// Bundled seasons (the demo replays a past season) take neither: today's news is not that season's.
import { env } from "@/env";
import { playersForMatching, storeInjuryChanges, storeNews, type InjuryChange } from "@/lib/db/queries/news";
import { isOut, normalizeStatus, DOUBT_STATUSES } from "@/lib/domain/injury";
import { playerPagePath } from "@/lib/nfl/news";
import { bundledSeasons } from "@/lib/nfl/schedule";
import { seasonFor } from "@/lib/nfl/season";
import { parseNews } from "@/lib/providers/espn/site-api";
import { parseOrThrow, providerFetch } from "@/lib/providers/http";
import { freshSleeperPlayers } from "@/lib/providers/sleeper/players-cache";
import { sleeperPlayersSchema, type SleeperPlayer } from "@/lib/providers/sleeper/schemas";
import { sleeperInjuryStatus } from "@/lib/providers/sleeper/injury";
import { espnSiteUrl } from "./live-job";
import type { Job } from "./job";

const MINUTE = 60_000;
const isBundled = (now: Date) => bundledSeasons().includes(seasonFor(now));
type Candidate = Awaited<ReturnType<typeof playersForMatching>>[number];

export const newsJob: Job = {
  everyMs: 5 * MINUTE,
  source: "espn-news",
  label: "Player news (ESPN)",
  async run(now) {
    if (isBundled(now)) return 0;
    const articles = parseNews(await providerFetch(`${espnSiteUrl()}/news?limit=50`, { label: "ESPN", retries: 1 }));
    if (articles.length === 0) throw new Error("ESPN sent no news articles; kept the stored news");
    const players = await playersForMatching();
    const byEspnId = new Map(players.flatMap((p) => (p.espnId ? [[p.espnId, p] as const] : [])));
    const named = players.filter((p) => p.position !== "DST" && p.fullName.includes(" "));
    const rows = articles.flatMap((a) => {
      const tagged = a.athleteIds.flatMap((id) => byEspnId.get(id) ?? []);
      const text = `${a.headline} ${a.summary}`.toLowerCase();
      const about = tagged.length ? tagged : named.filter((p) => text.includes(p.fullName.toLowerCase()));
      return about.map((p) => ({
        externalId: `espn-news:${a.id}:${p.id}`,
        playerId: p.id,
        headline: a.headline,
        summary: a.summary,
        source: "ESPN",
        url: a.url,
        imageUrl: a.imageUrl,
        publishedAt: a.publishedAt,
        type: /trade/i.test(a.headline) ? "trade" : "news",
        impact: "neutral",
      }));
    });
    await storeNews(rows);
    return rows.length;
  },
};

const DOUBT = new Set<string>(DOUBT_STATUSES);
const describe = (status: string) => status.toLowerCase().replace(/_/g, " ");

function injuryChange(player: Candidate, entry: SleeperPlayer, now: Date): InjuryChange | null {
  const sent = sleeperInjuryStatus(entry);
  const status = sent ? normalizeStatus(sent) : "ACTIVE";
  if (status === normalizeStatus(player.injuryStatus ?? "ACTIVE")) return null;
  const part = entry.injury_body_part ? ` (${entry.injury_body_part.toLowerCase()})` : "";
  const healthy = status === "ACTIVE";
  return {
    playerId: player.id,
    injuryStatus: status,
    news: {
      externalId: `sleeper-injury:${player.id}:${status}:${now.toISOString().slice(0, 10)}`,
      playerId: player.id,
      headline: healthy
        ? `${player.fullName} is off the injury report`
        : `${player.fullName} is listed as ${describe(status)}${part}`,
      summary: healthy
        ? `Sleeper's player data no longer lists an injury designation for ${player.fullName}.`
        : `Sleeper's player data lists ${player.fullName} as ${describe(status)}${part}.`,
      source: "Sleeper",
      url: playerPagePath(player.id),
      imageUrl: null,
      publishedAt: now,
      type: "injury",
      impact: healthy ? "positive" : isOut(status) ? "high" : DOUBT.has(status) ? "negative" : "neutral",
    },
  };
}

export const injuriesJob: Job = {
  everyMs: 60 * MINUTE,
  source: "sleeper-injuries",
  label: "Injury designations (Sleeper)",
  async run(now) {
    if (isBundled(now)) return 0;
    const dump = await freshSleeperPlayers(async () => {
      const data = await providerFetch(`${env.SLEEPER_API_URL.replace(/\/$/, "")}/players/nfl`, {
        label: "Sleeper",
        retries: 1,
      });
      return parseOrThrow(sleeperPlayersSchema, data, "Sleeper", "players");
    }, now);
    const bySleeper = new Map(Object.entries(dump));
    const byGsis = new Map(Object.values(dump).flatMap((p) => (p.gsis_id ? [[p.gsis_id.trim(), p] as const] : [])));
    const byEspn = new Map(Object.values(dump).flatMap((p) => (p.espn_id ? [[String(p.espn_id), p] as const] : [])));
    const changes = (await playersForMatching()).flatMap((player) => {
      const entry =
        (player.sleeperId && bySleeper.get(player.sleeperId)) ||
        (player.gsisId && byGsis.get(player.gsisId)) ||
        (player.espnId && byEspn.get(player.espnId));
      return entry ? (injuryChange(player, entry, now) ?? []) : [];
    });
    await storeInjuryChanges(changes);
    return changes.length;
  },
};
