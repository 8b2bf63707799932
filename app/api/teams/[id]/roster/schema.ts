import { z } from "zod";
import { cacheBusters, weekSchema } from "@/lib/dashboard/http";

export const rosterQuery = z.object({ week: weekSchema.optional(), ...cacheBusters });
