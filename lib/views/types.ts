// Response shapes of the dashboard's calls (spec §3, §7), inferred from their documented schemas.
import type { z } from "zod";
import type * as s from "@/lib/validations/responses/dashboard";

export type GameInfo = z.infer<typeof s.gameInfoSchema>;
export type RosterPlayer = z.infer<typeof s.rosterPlayerSchema>;
export type RosterPosition = z.infer<typeof s.rosterPositionSchema>;
export type RosterEntry = z.infer<typeof s.rosterEntrySchema>;
export type KeyMatchup = z.infer<typeof s.keyMatchupSchema>;
export type Matchup = z.infer<typeof s.matchupSchema>;
export type TeamScore = Omit<Matchup["yourTeam"], "name">;
export type PlayoffScenarios = z.infer<typeof s.playoffScenariosSchema>;
export type BriefPriority = z.infer<typeof s.briefPrioritySchema>;
export type BriefCategory = z.infer<typeof s.briefCategorySchema>;
export type BriefActionItem = z.infer<typeof s.briefActionItemSchema>;
export type AiBrief = z.infer<typeof s.aiBriefSchema>;
export type NflMatchup = z.infer<typeof s.nflMatchupSchema>;
