import { z } from "zod";
import { cacheBusters, idParam } from "@/lib/dashboard/http";

export const playerParams = z.object({ playerId: idParam });
export const leagueQuery = z.object({ leagueId: idParam.describe("leagueId"), ...cacheBusters });
