// Response shapes of the league pages' routes, inferred from their documented schemas. Client-safe.
import type { z } from "zod";
import type * as s from "@/lib/validations/responses/league-pages";

export type WeekInfo = z.infer<typeof s.weekInfoSchema>;
export type LineupRow = z.infer<typeof s.lineupRowSchema>;
export type GameSide = z.infer<typeof s.gameSideSchema>;
export type GameStatus = z.infer<typeof s.leagueGameStatusSchema>;
export type LeagueGame = z.infer<typeof s.leagueGameSchema>;
export type MatchupsResponse = z.infer<typeof s.matchupsResponseSchema>;
export type StandingRow = z.infer<typeof s.standingRowSchema>;
export type StandingsResponse = z.infer<typeof s.standingsResponseSchema>;
export type ScheduleWeek = z.infer<typeof s.scheduleWeekSchema>;
export type StrengthRow = z.infer<typeof s.strengthRowSchema>;
export type ScheduleResponse = z.infer<typeof s.scheduleResponseSchema>;
export type AnalyticsTeam = z.infer<typeof s.analyticsTeamSchema>;
export type AnalyticsResponse = z.infer<typeof s.analyticsResponseSchema>;
export type WhatIfRow = z.infer<typeof s.whatIfRowSchema>;
export type WhatIfResponse = z.infer<typeof s.whatIfResponseSchema>;
