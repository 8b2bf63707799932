import { z } from "zod";
import { idParam, weekSchema } from "@/lib/dashboard/http";

export const analysisQuery = z.object({ leagueId: idParam, week: weekSchema.optional() });
export const generateBody = z.object({ leagueId: idParam, week: weekSchema });
