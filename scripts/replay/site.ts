// ESPN's public site API (`…/apis/site/v2/sports/football/nfl`) for the replayed season: the week's scoreboard
// with each game pre, in progress or final at the replay clock, and a news feed written from the finished games.
import { ESPN_PRO_TEAMS } from "@/lib/providers/espn/maps";
import { scorePoints, HALF_PPR } from "@/lib/engine/scoring";
import type { ReplayLeague } from "./league";

const ESPN_ABBREVIATIONS: Record<string, string> = { WAS: "WSH", LA: "LAR" };
const TEAM_IDS = new Map(Object.entries(ESPN_PRO_TEAMS).map(([id, code]) => [code, id]));

export function scoreboard(league: ReplayLeague, week: number, now: Date) {
  const { data } = league;
  const events = data.games
    .filter((g) => g.week === week)
    .map((g) => {
      const s = league.gameState(g.homeTeam, week, now)!;
      const competitor = (code: string, homeAway: "home" | "away", score: number) => ({
        id: TEAM_IDS.get(code),
        homeAway,
        team: { id: TEAM_IDS.get(code), abbreviation: ESPN_ABBREVIATIONS[code] ?? code, displayName: code },
        score: String(score),
      });
      const away = league.gameState(g.awayTeam, week, now)!;
      const possession = s.onField ? g.homeTeam : away.onField ? g.awayTeam : null;
      return {
        id: g.espnId,
        date: g.kickoff.toISOString(),
        name: `${g.awayTeam} at ${g.homeTeam}`,
        season: { year: data.season, type: 2 },
        week: { number: week },
        competitions: [
          {
            id: g.espnId,
            date: g.kickoff.toISOString(),
            competitors: [competitor(g.homeTeam, "home", s.homeScore), competitor(g.awayTeam, "away", s.awayScore)],
            status: {
              period: s.quarter,
              displayClock: s.status === "pre" ? "0:00" : s.clock,
              type: {
                state: s.status,
                completed: s.status === "post",
                name:
                  s.status === "pre" ? "STATUS_SCHEDULED" : s.status === "in" ? "STATUS_IN_PROGRESS" : "STATUS_FINAL",
              },
            },
            ...(possession
              ? { situation: { possession: TEAM_IDS.get(possession), isRedZone: s.inRedZone || away.inRedZone } }
              : {}),
          },
        ],
      };
    });
  return { leagues: [{ abbreviation: "NFL" }], season: { type: 2, year: data.season }, week: { number: week }, events };
}

/** One article per finished game of the last two weeks: its best fantasy performer, tagged with his ESPN id. */
export function news(league: ReplayLeague, now: Date, limit: number) {
  const week = league.week(now);
  const articles = league.data.games
    .filter((g) => g.week >= week - 2 && g.week <= week && league.gameState(g.homeTeam, g.week, now)?.status === "post")
    .map((g) => {
      const best = league.data.players
        .filter((p) => [g.homeTeam, g.awayTeam].includes(league.teamOf(p, g.week)))
        .map((p) => ({ p, pts: scorePoints(league.actual(p, g.week, now) ?? {}, HALF_PPR) }))
        .sort((a, b) => b.pts - a.pts)[0];
      const published = new Date(g.kickoff.getTime() + 4 * 3600_000);
      const id = Number(g.espnId) * 10;
      return {
        id,
        type: "HeadlineNews",
        headline: best
          ? `${best.p.name} leads ${league.teamOf(best.p, g.week)} with ${best.pts.toFixed(1)} fantasy points`
          : `${g.awayTeam} at ${g.homeTeam}: final`,
        description: `Final: ${g.awayTeam} ${g.awayScore ?? 0}, ${g.homeTeam} ${g.homeScore ?? 0} (week ${g.week}).`,
        published: published.toISOString(),
        lastModified: published.toISOString(),
        images: [],
        links: { web: { href: `http://replay.invalid/news/${id}` } },
        categories: best ? [{ type: "athlete", athleteId: best.p.espnId, description: best.p.name }] : [],
      };
    })
    .sort((a, b) => b.published.localeCompare(a.published))
    .slice(0, limit);
  return { header: "NFL News", articles };
}
