// Response shapes of the player modal's calls, inferred from their documented schemas.
import type { z } from "zod";
import type * as s from "@/lib/validations/responses/players";

export { DRAFT_RANK_TYPES } from "@/lib/validations/responses/players";
export type DraftRankType = (typeof s.DRAFT_RANK_TYPES)[number];
export type DraftRank = z.infer<typeof s.draftRankSchema>;
export type PlayerDetails = z.infer<typeof s.playerDetailsSchema>;
export type PlayerAnalysis = z.infer<typeof s.playerAnalysisSchema>;
