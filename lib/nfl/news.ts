import type { NewsRecord } from "@/lib/domain/news";
import { nflStore, type ActualWeek } from "./player-data";
import { resolveIds, type NflPlayerRef } from "./players";
import { gameForTeam } from "./schedule";
import { GAME_WALL_MINUTES } from "./game-state";
import { weekOfDate, weekEnd } from "./season";

// Game recaps built only from facts in the bundled data (stat lines, teams, usage). Nothing here is invented:
// every sentence restates a number or a team change the nflverse / NFL.com files record. Each item is labelled a
// recap, dated by the game it recaps (its final whistle), linked to the player's page in the app, and never
// "high" impact — real news (ESPN, provider feeds) is what can be. A week without a stat line reads "did not play":
// the data cannot tell an injury from a healthy scratch.
export interface NflNewsItem extends NewsRecord {
  type: "recap" | "news" | "trade";
  impact: "positive" | "negative" | "neutral";
}

export const DATA_DESK_SOURCE = "Fantasy GM Data Desk";

const fmt = (n: number) => (Math.round(n * 10) / 10).toString();

function statLine(w: ActualWeek): string {
  const s = w.stats;
  const parts: string[] = [];
  if (s.pass_att)
    parts.push(
      `${s.pass_cmp ?? 0}/${s.pass_att} for ${s.pass_yd ?? 0} passing yards, ${s.pass_td ?? 0} ` +
        `TD, ${s.pass_int ?? 0} INT`,
    );
  if (s.rush_att)
    parts.push(`${s.rush_att} carries for ${s.rush_yd ?? 0} yards${s.rush_td ? `, ${s.rush_td} TD` : ""}`);
  if (s.rec_tgt || s.rec)
    parts.push(
      `${s.rec ?? 0} catches on ${s.rec_tgt ?? 0} targets for ${s.rec_yd ?? 0} ` +
        `yards${s.rec_td ? `, ${s.rec_td} TD` : ""}`,
    );
  return parts.join("; ");
}

const BIG_GAME_PPR = 25;
const GAME_MS = GAME_WALL_MINUTES * 60_000;

/** The app's page of a player (recaps link there: the data they restate is on it). */
export const playerPagePath = (playerId: string) => `/player/${encodeURIComponent(playerId)}`;

// Recaps for one player in a season, newest first: one per notable game, published at that game's final whistle
// and never after `now`. `playerId` (the app's id) makes each recap link to the player's page.
export function playerNews(
  ref: NflPlayerRef & { name: string; season: number; now: Date; playerId?: string | null },
): NflNewsItem[] {
  const { gsisId } = resolveIds(ref);
  if (!gsisId) return [];
  const rows = (nflStore().nflverseByPlayer.get(gsisId) ?? [])
    .filter((r) => r.season === ref.season)
    .sort((a, b) => a.week - b.week);
  const lastWeek = weekOfDate(ref.now, ref.season);
  const url = ref.playerId ? playerPagePath(ref.playerId) : null;
  const items: NflNewsItem[] = [];
  const make = (
    week: number,
    team: string,
    kind: string,
    rest: Omit<NflNewsItem, "id" | "source" | "url" | "imageUrl" | "publishedAt" | "type">,
  ) => {
    const game = gameForTeam(team, ref.season, week);
    const publishedAt = game ? new Date(game.kickoff.getTime() + GAME_MS) : weekEnd(ref.season, week);
    items.push({
      id: `desk-${ref.season}-${week}-${gsisId}-${kind}`,
      source: DATA_DESK_SOURCE,
      url,
      imageUrl: null,
      publishedAt,
      type: "recap",
      ...rest,
    });
  };

  let prev: ActualWeek | null = null;
  let missing = false; // one item per absence streak, not one per missed week
  const byWeek = new Map(rows.map((r) => [r.week, r]));
  for (let week = 1; week <= lastWeek; week++) {
    const row = byWeek.get(week);
    const team = row?.team ?? prev?.team ?? null;
    if (row && prev && row.team !== prev.team) {
      make(week, row.team, "team", {
        headline: `Week ${week} recap: ${ref.name} plays for ${row.team}`,
        summary:
          `${ref.name} played for ${row.team} in Week ${week} after appearing for ${prev.team} ` +
          `in Week ${prev.week}.`,
        impact: "neutral",
      });
    }
    if (!row && prev && !missing && team && gameForTeam(team, ref.season, week)) {
      missing = true;
      make(week, team, "absent", {
        headline: `Week ${week} recap: ${ref.name} did not play`,
        summary:
          `${team} played in Week ${week}, but ${ref.name} has no stat line for the ` +
          `game. He scored ${fmt(prev.ptsPpr)} PPR points in Week ${prev.week}.`,
        impact: "neutral",
      });
    }
    if (row && row.ptsPpr >= BIG_GAME_PPR) {
      make(week, row.team, "big", {
        headline: `Week ${week} recap: ${ref.name} scores ${fmt(row.ptsPpr)} PPR points`,
        summary: `${statLine(row)}.`,
        impact: "positive",
      });
    }
    if (
      row &&
      prev &&
      row.targetShare !== null &&
      prev.targetShare !== null &&
      Math.abs(row.targetShare - prev.targetShare) >= 0.12
    ) {
      const up = row.targetShare > prev.targetShare;
      make(week, row.team, "usage", {
        headline:
          `Week ${week} recap: ${ref.name}'s target share ${up ? "jumps" : "drops"} ` +
          `to ${Math.round(row.targetShare * 100)}%`,
        summary:
          `${ref.name} drew ${Math.round(row.targetShare * 100)}% of ${row.team}'s ` +
          `targets in Week ${week}, ${up ? "up" : "down"} from ${Math.round(prev.targetShare * 100)}% ` +
          `in Week ${prev.week}.`,
        impact: up ? "positive" : "negative",
      });
    }
    if (row) {
      prev = row;
      missing = false;
    }
  }
  return items
    .filter((i) => i.publishedAt <= ref.now)
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
}
