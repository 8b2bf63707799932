import type { NewsRecord } from "@/lib/domain/news";
import { nflStore, type ActualWeek } from "./player-data";
import { resolveIds, type NflPlayerRef } from "./players";
import { gameForTeam } from "./schedule";
import { currentWeek, weekEnd } from "./season";

// Player news built only from facts in the bundled data (stat lines, teams, snaps of usage). Nothing here is
// invented: every sentence restates a number or a team change the nflverse / NFL.com files record.
export interface NflNewsItem extends NewsRecord {
  type: "trade" | "injury" | "performance" | "usage" | "news";
  impact: "high" | "positive" | "negative" | "neutral";
}

export const DATA_DESK_SOURCE = "Fantasy GM Data Desk";
const NFLVERSE_URL = "https://github.com/nflverse/nflverse-data";

const fmt = (n: number) => (Math.round(n * 10) / 10).toString();

function statLine(w: ActualWeek): string {
  const s = w.stats;
  const parts: string[] = [];
  if (s.pass_att) parts.push(`${s.pass_cmp ?? 0}/${s.pass_att} for ${s.pass_yd ?? 0} passing yards, ${s.pass_td ?? 0} TD, ${s.pass_int ?? 0} INT`);
  if (s.rush_att) parts.push(`${s.rush_att} carries for ${s.rush_yd ?? 0} yards${s.rush_td ? `, ${s.rush_td} TD` : ""}`);
  if (s.rec_tgt || s.rec) parts.push(`${s.rec ?? 0} catches on ${s.rec_tgt ?? 0} targets for ${s.rec_yd ?? 0} yards${s.rec_td ? `, ${s.rec_td} TD` : ""}`);
  return parts.join("; ");
}

const BIG_GAME_PPR = 25;

// News for one player in a season, newest first, published once each week's games are over and not after `now`.
export function playerNews(ref: NflPlayerRef & { name: string; season: number; now: Date }): NflNewsItem[] {
  const { gsisId } = resolveIds(ref);
  if (!gsisId) return [];
  const rows = (nflStore().nflverseByPlayer.get(gsisId) ?? [])
    .filter((r) => r.season === ref.season)
    .sort((a, b) => a.week - b.week);
  const lastFinal = currentWeek(ref.now, ref.season) - 1;
  const items: NflNewsItem[] = [];
  const make = (week: number, kind: string, rest: Omit<NflNewsItem, "id" | "source" | "url" | "imageUrl" | "publishedAt">) =>
    items.push({ id: `desk-${ref.season}-${week}-${gsisId}-${kind}`, source: DATA_DESK_SOURCE, url: NFLVERSE_URL, imageUrl: null, publishedAt: weekEnd(ref.season, week), ...rest });

  let prev: ActualWeek | null = null;
  let missing = false; // one item per absence streak, not one per missed week
  const byWeek = new Map(rows.map((r) => [r.week, r]));
  for (let week = 1; week <= Math.min(18, lastFinal); week++) {
    const row = byWeek.get(week);
    const team = row?.team ?? prev?.team ?? null;
    if (row && prev && row.team !== prev.team) {
      make(week, "team", { headline: `${ref.name} suits up for ${row.team}`, summary: `${ref.name} played for ${row.team} in Week ${week} after appearing for ${prev.team} in Week ${prev.week}.`, type: "trade", impact: "high" });
    }
    if (!row && prev && !missing && team && gameForTeam(team, ref.season, week)) {
      missing = true;
      make(week, "absent", { headline: `${ref.name} records no stats in Week ${week}`, summary: `${team} played in Week ${week}, but ${ref.name} has no stat line for the game (inactive or did not touch the ball). He scored ${fmt(prev.ptsPpr)} PPR points in Week ${prev.week}.`, type: "injury", impact: "high" });
    }
    if (row && row.ptsPpr >= BIG_GAME_PPR) {
      make(week, "big", { headline: `${ref.name} scores ${fmt(row.ptsPpr)} PPR points in Week ${week}`, summary: `${statLine(row)}.`, type: "performance", impact: "positive" });
    }
    if (row && prev && row.targetShare !== null && prev.targetShare !== null && Math.abs(row.targetShare - prev.targetShare) >= 0.12) {
      const up = row.targetShare > prev.targetShare;
      make(week, "usage", { headline: `${ref.name}'s target share ${up ? "jumps" : "drops"} to ${Math.round(row.targetShare * 100)}%`, summary: `${ref.name} drew ${Math.round(row.targetShare * 100)}% of ${row.team}'s targets in Week ${week}, up from ${Math.round(prev.targetShare * 100)}% in Week ${prev.week}.`.replace("up from", up ? "up from" : "down from"), type: "usage", impact: up ? "positive" : "negative" });
    }
    if (row) {
      prev = row;
      missing = false;
    }
  }
  return items.filter((i) => i.publishedAt <= ref.now).sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
}
