// Response shapes of the dashboard's calls, inferred from their documented schemas.
import type { z } from "zod";
import type * as s from "@/lib/validations/responses/dashboard";

export type GameInfo = z.infer<typeof s.gameInfoSchema>;
export type RosterEntry = z.infer<typeof s.rosterEntrySchema>;
export type Matchup = z.infer<typeof s.matchupSchema>;
export type PlayoffScenarios = z.infer<typeof s.playoffScenariosSchema>;
export type BriefPriority = z.infer<typeof s.briefPrioritySchema>;
export type BriefCategory = z.infer<typeof s.briefCategorySchema>;
export type AiBrief = z.infer<typeof s.aiBriefSchema>;
export type NflMatchup = z.infer<typeof s.nflMatchupSchema>;
