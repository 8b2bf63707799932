// The parts of ESPN's v3 league answers we read (views mTeam, mSettings, mMatchupScore, mBoxscore, mRoster).
import { z } from "zod";

const num = z.number();

const record = z.object({ wins: num, losses: num, ties: num, pointsFor: num.nullish(), pointsAgainst: num.nullish() });

export const espnTeamSchema = z.object({
  id: num,
  abbrev: z.string().nullish(),
  name: z.string().nullish(),
  location: z.string().nullish(),
  nickname: z.string().nullish(),
  logo: z.string().nullish(),
  owners: z.array(z.string()).nullish(),
  primaryOwner: z.string().nullish(),
  divisionId: num.nullish(),
  playoffSeed: num.nullish(),
  points: num.nullish(),
  waiverRank: num.nullish(),
  record: z.object({ overall: record }).nullish(),
  transactionCounter: z.object({ acquisitionBudgetSpent: num.nullish() }).nullish(),
  roster: z.object({ entries: z.array(z.lazy(() => espnEntrySchema)) }).nullish(),
});

const statSchema = z.object({
  scoringPeriodId: num,
  statSourceId: num,
  statSplitTypeId: num.nullish(),
  appliedTotal: num.nullish(),
  seasonId: num.nullish(),
});

export const espnPlayerSchema = z.object({
  id: num,
  fullName: z.string(),
  defaultPositionId: num,
  proTeamId: num.nullish(),
  jersey: z.string().nullish(),
  injuryStatus: z.string().nullish(),
  injured: z.boolean().nullish(),
  droppable: z.boolean().nullish(),
  eligibleSlots: z.array(num).nullish(),
  stats: z.array(statSchema).nullish(),
  ownership: z
    .object({
      percentOwned: num.nullish(),
      percentStarted: num.nullish(),
      percentChange: num.nullish(),
      averageDraftPosition: num.nullish(),
      auctionValueAverage: num.nullish(),
      auctionValueAverageChange: num.nullish(),
    })
    .nullish(),
});

export const espnEntrySchema = z.object({
  lineupSlotId: num,
  playerId: num,
  injuryStatus: z.string().nullish(),
  playerPoolEntry: z
    .object({ appliedStatTotal: num.nullish(), tradeLocked: z.boolean().nullish(), player: espnPlayerSchema })
    .nullish(),
});

const side = z.object({
  teamId: num,
  totalPoints: num.nullish(),
  rosterForCurrentScoringPeriod: z.object({ entries: z.array(espnEntrySchema) }).nullish(),
});

export const espnMatchupSchema = z.object({
  id: num,
  matchupPeriodId: num,
  playoffTierType: z.string().nullish(),
  winner: z.string().nullish(),
  home: side,
  away: side.nullish(),
});

export const espnSettingsSchema = z.object({
  name: z.string(),
  size: num.nullish(),
  acquisitionSettings: z
    .object({
      acquisitionType: z.string().nullish(),
      isUsingAcquisitionBudget: z.boolean().nullish(),
      acquisitionBudget: num.nullish(),
      waiverOrderReset: z.boolean().nullish(),
      waiverProcessDays: z.array(z.string()).nullish(),
    })
    .nullish(),
  rosterSettings: z.object({ lineupSlotCounts: z.record(z.string(), num) }),
  scheduleSettings: z.object({
    matchupPeriodCount: num,
    matchupPeriods: z.record(z.string(), z.array(num)).nullish(),
    playoffTeamCount: num.nullish(),
    playoffSeedingRule: z.string().nullish(),
    divisions: z.array(z.object({ id: num, name: z.string().nullish() })).nullish(),
  }),
  tradeSettings: z.object({ deadlineDate: num.nullish() }).nullish(), // ms since the epoch
  scoringSettings: z.object({
    scoringEnhancementType: z.string().nullish(),
    scoringItems: z.array(z.object({ statId: num, points: num, pointsOverrides: z.record(z.string(), num).nullish() })),
  }),
});

const status = z
  .object({ finalScoringPeriod: num.nullish(), latestScoringPeriod: num.nullish(), isActive: z.boolean().nullish() })
  .nullish();

export const espnTeamViewSchema = z.object({
  id: num,
  seasonId: num,
  scoringPeriodId: num.nullish(),
  status,
  members: z.array(z.object({ id: z.string(), displayName: z.string().nullish() })).nullish(),
  teams: z.array(espnTeamSchema),
  settings: z.object({ name: z.string().nullish() }).nullish(),
});

export const espnBoardViewSchema = z.object({
  id: num,
  seasonId: num,
  settings: espnSettingsSchema,
  schedule: z.array(espnMatchupSchema),
});

export const espnSettingsViewSchema = z.object({ settings: z.object({ name: z.string() }) });

export const espnRosterViewSchema = z.object({ teams: z.array(espnTeamSchema) });

export type EspnTeamView = z.output<typeof espnTeamViewSchema>;
export type EspnBoardView = z.output<typeof espnBoardViewSchema>;
export type EspnRosterView = z.output<typeof espnRosterViewSchema>;
export type EspnEntry = z.output<typeof espnEntrySchema>;
export type EspnSettings = z.output<typeof espnSettingsSchema>;
