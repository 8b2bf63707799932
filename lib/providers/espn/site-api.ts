// ESPN's public site API (site.api.espn.com/apis/site/v2/sports/football/nfl): the NFL scoreboard with each game's
// live state, and the NFL news feed. Parsed into plain rows the ingestion jobs store; a shape we do not know throws.
import { z } from "zod";
import { parseOrThrow } from "@/lib/providers/http";

const LABEL = "ESPN";
const ESPN_TO_NFLVERSE: Record<string, string> = { WSH: "WAS", LAR: "LA", JAC: "JAX" };
const teamCode = (abbreviation: string) => ESPN_TO_NFLVERSE[abbreviation] ?? abbreviation;

const scoreboardSchema = z.object({
  events: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      competitions: z
        .array(
          z.object({
            competitors: z.array(
              z.object({
                homeAway: z.enum(["home", "away"]),
                score: z.string().optional(),
                team: z.object({ id: z.string(), abbreviation: z.string() }),
              }),
            ),
            status: z.object({
              period: z.number().default(0),
              displayClock: z.string().default(""),
              type: z.object({ state: z.enum(["pre", "in", "post"]), completed: z.boolean().default(false) }),
            }),
            situation: z.object({ possession: z.string().optional(), isRedZone: z.boolean().optional() }).optional(),
          }),
        )
        .min(1),
    }),
  ),
});

/** One game's state on ESPN's scoreboard, with nflverse team codes. */
export interface ScoreboardGame {
  espnId: string;
  homeTeam: string;
  awayTeam: string;
  kickoff: Date;
  status: "pre" | "in" | "post";
  quarter: number;
  clock: string;
  homeScore: number;
  awayScore: number;
  /** The team with the ball (only while the game is in progress). */
  possession: string | null;
  redZone: boolean;
}

export function parseScoreboard(data: unknown): ScoreboardGame[] {
  const games: ScoreboardGame[] = [];
  for (const event of parseOrThrow(scoreboardSchema, data, LABEL, "scoreboard").events) {
    const c = event.competitions[0]!;
    const home = c.competitors.find((x) => x.homeAway === "home");
    const away = c.competitors.find((x) => x.homeAway === "away");
    if (!home || !away) continue;
    const state = c.status.type.completed ? "post" : c.status.type.state;
    const ball = state === "in" ? [home, away].find((side) => side.team.id === c.situation?.possession) : undefined;
    games.push({
      espnId: event.id,
      homeTeam: teamCode(home.team.abbreviation),
      awayTeam: teamCode(away.team.abbreviation),
      kickoff: new Date(event.date),
      status: state,
      quarter: c.status.period,
      clock: c.status.displayClock,
      homeScore: state === "pre" ? 0 : Number(home.score ?? 0) || 0,
      awayScore: state === "pre" ? 0 : Number(away.score ?? 0) || 0,
      possession: ball ? teamCode(ball.team.abbreviation) : null,
      redZone: Boolean(ball && c.situation?.isRedZone),
    });
  }
  return games;
}

const newsSchema = z.object({
  articles: z.array(
    z.object({
      id: z.union([z.number(), z.string()]),
      headline: z.string().min(1),
      description: z.string().default(""),
      published: z.string().refine((s) => !Number.isNaN(Date.parse(s)), "not a date"),
      links: z.object({ web: z.object({ href: z.string().url() }).optional() }).optional(),
      images: z.array(z.object({ url: z.string().url() })).optional(),
      categories: z
        .array(z.object({ type: z.string().optional(), athleteId: z.union([z.number(), z.string()]).optional() }))
        .optional(),
    }),
  ),
});

/** One article of ESPN's NFL news feed, with the ESPN ids of the athletes it is tagged with. */
export interface EspnArticle {
  id: string;
  headline: string;
  summary: string;
  url: string | null;
  imageUrl: string | null;
  publishedAt: Date;
  athleteIds: string[];
}

export function parseNews(data: unknown): EspnArticle[] {
  return parseOrThrow(newsSchema, data, LABEL, "news").articles.map((a) => ({
    id: String(a.id),
    headline: a.headline,
    summary: a.description,
    url: a.links?.web?.href ?? null,
    imageUrl: a.images?.[0]?.url ?? null,
    publishedAt: new Date(a.published),
    athleteIds: (a.categories ?? []).flatMap((c) =>
      c.type === "athlete" && c.athleteId !== undefined ? [String(c.athleteId)] : [],
    ),
  }));
}
