// Response shapes of the decision pages' routes, inferred from their documented schemas.
import type { z } from "zod";
import type * as s from "@/lib/validations/responses/decisions";

export type DecisionPlayer = z.infer<typeof s.decisionPlayerSchema>;
export type DecisionEmpty = z.infer<typeof s.decisionEmptySchema>;
export type OddsChange = z.infer<typeof s.oddsChangeSchema>;
export type LineupPlayerCard = z.infer<typeof s.lineupPlayerCardSchema>;
export type LineupSlotRow = z.infer<typeof s.lineupSlotRowSchema>;
export type LineupSwapView = z.infer<typeof s.lineupSwapViewSchema>;
export type LineupOutlook = z.infer<typeof s.lineupOutlookSchema>;
export type LineupView = z.infer<typeof s.lineupViewSchema>;
export type WaiverRow = z.infer<typeof s.waiverRowSchema>;
export type WaiversView = z.infer<typeof s.waiversViewSchema>;
export type WaiverPairResult = z.infer<typeof s.waiverPairResultSchema>;
export type WaiverAnalysis = z.infer<typeof s.waiverAnalysisSchema>;
export type TradeVerdict = z.infer<typeof s.tradeVerdictSchema>;
export type TradeSuggestion = z.infer<typeof s.tradeSuggestionSchema>;
export type TradeResult = z.infer<typeof s.tradeResultSchema>;
export type TradeFinderView = z.infer<typeof s.tradeFinderViewSchema>;
export type TradeHistoryItem = z.infer<typeof s.tradeHistoryItemSchema>;
export type TradeHistoryView = z.infer<typeof s.tradeHistoryViewSchema>;
export type RosterOption = z.infer<typeof s.rosterOptionSchema>;
export type TradeRosters = z.infer<typeof s.tradeRostersSchema>;
