import "server-only";
import { createNotifications, notificationSources, type NewNotification } from "@/lib/db/queries/notifications";
import { isByeWeek, teamInWeek } from "@/lib/nfl";
import { LAST_WEEK } from "@/lib/nfl/season";
import { resolveWeek } from "@/lib/rules/current-week";
import { showsInjuryBadge, injuryWords } from "@/lib/rules/injury";

const DAY_MS = 86_400_000;
const TYPE_WORDS: Record<string, string> = {
  trade: "Trade",
  waiver: "Waiver claim",
  free_agent: "Free-agent pickup",
  commissioner: "Commissioner move",
};

// Alerts after a successful sync, about the user's own team in the league: an injury status (once per status),
// high-impact news, a starter on bye next week, an empty starting slot, and the league's processed trades and
// waivers of the last week. Each alert exists once (dedupe key), so a sync every 10 s creates nothing new.
export async function notifyAfterSync({
  leagueId,
  userId,
  now,
}: {
  leagueId: string;
  userId: string;
  now: Date;
}): Promise<number> {
  const since = new Date(now.getTime() - 7 * DAY_MS);
  const league = await notificationSources({ leagueId, userId, week: LAST_WEEK, since });
  if (!league) return 0;
  const { week, lastWeek } = resolveWeek({ season: league.team.league.season }, now);
  const { team, slots, transactions, news, teamNames } = league;
  const base = { userId, leagueId, teamId: team.id };
  const rows: NewNotification[] = [];
  for (const s of slots) {
    const p = s.player;
    if (!p) {
      if (s.isStarting)
        rows.push({
          ...base,
          playerId: null,
          kind: "lineup_hole",
          title: `Empty ${s.slot} slot`,
          body: `${team.name} has no one in a starting ${s.slot} slot for week ${week}.`,
          href: "/lineup",
          dedupeKey: `hole:${team.id}:${week}:${s.id}`,
        });
      continue;
    }
    if (showsInjuryBadge(p.injuryStatus)) {
      const status = (p.injuryStatus ?? "").toUpperCase();
      rows.push({
        ...base,
        playerId: p.id,
        kind: "injury",
        title: `${p.fullName}: ${injuryWords(status)}`,
        body: `${p.fullName}${s.isStarting ? " (starting)" : ""} is listed ${injuryWords(status)}.`,
        href: s.isStarting ? "/lineup" : null,
        dedupeKey: `injury:${p.id}:${status}`,
      });
    }
    const next = week + 1;
    const nflTeam =
      teamInWeek({ gsisId: p.gsisId, nflcomId: p.nflcomId, espnId: p.espnId }, league.team.league.season, week) ??
      p.nflTeam;
    if (s.isStarting && next <= lastWeek && nflTeam && isByeWeek(nflTeam, league.team.league.season, next)) {
      rows.push({
        ...base,
        playerId: p.id,
        kind: "bye",
        title: `${p.fullName} is on bye in week ${next}`,
        body: `${nflTeam} does not play in week ${next}; plan a replacement for ${p.fullName}.`,
        href: "/lineup",
        dedupeKey: `bye:${p.id}:${league.team.league.season}:${next}`,
      });
    }
  }
  for (const n of news) {
    rows.push({
      ...base,
      playerId: n.playerId,
      kind: "news",
      title: "High-impact news",
      body: n.headline,
      href: null,
      dedupeKey: `news:${n.id}`,
    });
  }
  for (const t of transactions) {
    const names = t.teamIds.map((id) => teamNames.get(id) ?? "A team").join(" and ");
    rows.push({
      ...base,
      playerId: null,
      kind: "transaction",
      title: `${TYPE_WORDS[t.type] ?? "Transaction"} processed`,
      body: `${names} in ${team.league.name}${t.faabBid !== null ? ` ($${t.faabBid} bid)` : ""}.`,
      href: t.type === "trade" ? "/trades" : "/waivers",
      dedupeKey: `tx:${t.id}`,
    });
  }
  return createNotifications(rows);
}
