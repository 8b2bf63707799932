import { z } from "zod";
import { scoreLabelSchema } from "./dashboard";

// Responses of the league pages' routes (/matchups, /standings, /schedule, /analytics, what-if).
const o = z.strictObject;
const num = z.number().nullable();
const ref = o({ id: z.string(), name: z.string() });

export const weekInfoShape = {
  week: z.number().int().describe("the week answered"),
  currentWeek: z.number().int().describe("resolveWeek's week for the league now"),
  lastWeek: z.number().int().describe("last regular-season week of the league"),
  phase: z.enum(["preseason", "in-season", "over"]),
};
export const weekInfoSchema = o(weekInfoShape);

export const lineupRowSchema = o({
  slot: z.string(),
  playerId: z.string().nullable(),
  name: z.string().nullable(),
  position: z.string().nullable(),
  nflTeam: z.string().nullable(),
  gameLine: z.string().nullable(),
  projected: num.describe("what the row adds to the side's projected score: projection, live blend or final"),
  actual: num.describe("points so far (live) or the final (actual); null before kickoff"),
  label: scoreLabelSchema,
  status: z.enum(["pre", "in", "post", "bye", "empty"]),
});

export const gameSideSchema = o({
  teamId: z.string(),
  name: z.string(),
  record: z.string(),
  isMine: z.boolean(),
  projected: z.number().describe("live blend while games are on"),
  actual: num.describe("points so far / final; null before any game started"),
  actualLabel: z.enum(["live", "actual"]).nullable().describe("live while any starter's game is on"),
  winProbability: z.number().describe("percent"),
  starters: z.array(lineupRowSchema),
});

export const leagueGameStatusSchema = z.enum(["pre", "live", "final"]);

export const leagueGameSchema = o({
  id: z.string(),
  isPlayoff: z.boolean(),
  status: leagueGameStatusSchema,
  home: gameSideSchema,
  away: gameSideSchema.nullable().describe("null: a bye"),
  battles: z.array(o({ position: z.string(), leader: z.string().nullable(), delta: z.number() })),
});

export const matchupsResponseSchema = o({
  ...weekInfoShape,
  weeks: z.array(z.number().int()).describe("weeks with games, for the picker"),
  live: z.boolean().describe("any game of the week in play"),
  games: z.array(leagueGameSchema).describe("the user's own game first"),
});

export const standingMarkSchema = z.enum(["clinched-bye", "clinched", "eliminated"]).nullable();

export const standingRowSchema = o({
  rank: z.number().int(),
  teamId: z.string(),
  name: z.string(),
  ownerName: z.string().nullable(),
  isMine: z.boolean(),
  division: num,
  wins: z.number(),
  losses: z.number(),
  ties: z.number(),
  record: z.string(),
  pointsFor: z.number(),
  pointsAgainst: z.number(),
  streak: z.string().nullable().describe('"W3", "L1"'),
  gamesBack: num.describe("games behind the last playoff spot (null for teams holding one)"),
  playoffOdds: num.describe("percent, from the shared season simulation"),
  byeOdds: num,
  titleOdds: num,
  mark: standingMarkSchema,
});

export const standingsResponseSchema = o({
  ...weekInfoShape,
  league: o({
    id: z.string(),
    name: z.string(),
    playoffTeams: z.number().int(),
    playoffByes: z.number().int(),
    divisions: z.number().int(),
    medianGame: z.boolean(),
  }),
  simulations: z.number().int().describe("0: no simulation possible (odds are null)"),
  tiebreakers: z.array(z.string()),
  rows: z.array(standingRowSchema),
  divisions: z.array(o({ division: z.number().int(), rows: z.array(standingRowSchema) })),
  marksDecided: z.boolean().describe("false when a clinch search hit its budget (those marks are withheld)"),
});

export const scheduleWeekSchema = o({
  week: z.number().int(),
  isPlayoff: z.boolean(),
  opponent: ref.nullable(),
  result: z.enum(["W", "L", "T"]).nullable(),
  score: o({ mine: z.number(), theirs: z.number() }).nullable(),
  winProbability: num.describe("percent, weeks ahead"),
  byes: z.array(o({ id: z.string(), name: z.string(), position: z.string(), starter: z.boolean() })),
  holes: z.array(z.string()).describe("starting slots no eligible non-bye player can fill"),
});

export const strengthRowSchema = o({
  teamId: z.string(),
  name: z.string(),
  isMine: z.boolean(),
  games: z.number(),
  remaining: num,
  remainingRank: num,
  playoff: num,
  playoffRank: num,
});

export const scheduleResponseSchema = o({
  ...weekInfoShape,
  team: ref,
  playoffStartWeek: z.number().int(),
  weeks: z.array(scheduleWeekSchema),
  strength: z.array(strengthRowSchema),
});

export const analyticsTeamSchema = o({
  teamId: z.string(),
  name: z.string(),
  isMine: z.boolean(),
  record: z.string(),
  playoffOdds: z.number(),
  byeOdds: z.number(),
  titleOdds: z.number(),
  expectedWins: z.number(),
  seedDistribution: z.array(z.number()),
  standardError: o({ playoff: z.number(), bye: z.number(), title: z.number() }),
});

export const luckRowSchema = o({
  teamId: z.string(),
  name: z.string(),
  isMine: z.boolean(),
  wins: z.number(),
  expectedWins: z.number(),
  luck: z.number(),
  allPlay: o({ wins: z.number(), losses: z.number(), ties: z.number() }),
});

export const remainingGameSchema = o({ week: z.number().int(), home: ref, away: ref, involvesMe: z.boolean() });

export const analyticsResponseSchema = o({
  ...weekInfoShape,
  team: ref,
  simulations: z.number().int(),
  computedAt: z.string().nullable(),
  playoffTeams: z.number().int(),
  teams: z.array(analyticsTeamSchema),
  winDistribution: z.array(o({ wins: z.number(), percent: z.number() })),
  luck: z.array(luckRowSchema),
  remainingGames: z.array(remainingGameSchema),
});

export const whatIfRowSchema = o({
  teamId: z.string(),
  name: z.string(),
  isMine: z.boolean(),
  playoffOdds: z.number(),
  byeOdds: z.number(),
  titleOdds: z.number(),
  basePlayoffOdds: z.number(),
  baseByeOdds: z.number(),
  baseTitleOdds: z.number(),
  playoffChange: z.number(),
  standardError: z.number().describe("of the playoff change, points of percent"),
});

export const whatIfResponseSchema = o({
  simulations: z.number().int(),
  elapsedMs: z.number(),
  forced: z.number().int(),
  teams: z.array(whatIfRowSchema),
});
