import { z } from "zod";
import { cacheBusters, weekSchema } from "@/lib/dashboard/http";

export const matchupQuery = z.object({ week: weekSchema.optional(), ...cacheBusters });
