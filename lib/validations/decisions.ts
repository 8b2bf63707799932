// Inputs of the decision routes (zod). Player and team ids are our own cuid-like ids; bounded lists keep
// every evaluation within the simulator's time budget.
import { z } from "zod";
import { DECISION_POSITIONS as POSITIONS } from "@/lib/domain/league";
import { cacheBusters, idParam as id, weekParam } from "./params";

const flag = z.enum(["0", "1", "true", "false"]).transform((v) => v === "1" || v === "true");
const position = z.enum(POSITIONS, { message: `position must be one of ${POSITIONS.join(", ")}` });

export const lineupQuery = z.object({
  week: weekParam.optional(),
  objective: z.enum(["win", "points"], { message: "objective must be win or points" }).default("win"),
  ...cacheBusters,
});

export const waiversQuery = z.object({
  position: position.optional(),
  q: z.string().trim().max(60, "Search is at most 60 characters").optional(),
  available: flag.optional(),
  hideInjured: flag.optional(),
  page: z.coerce.number({ message: "page must be a number" }).int().min(1, "page starts at 1").max(500).default(1),
  pageSize: z.coerce
    .number({ message: "pageSize must be a number" })
    .int()
    .min(5, "pageSize is at least 5")
    .max(100, "pageSize is at most 100")
    .default(25),
  ...cacheBusters,
});

const ids = (max: number, what: string) =>
  z
    .array(id)
    .max(max, `At most ${max} ${what}`)
    .refine((l) => new Set(l).size === l.length, "A player is listed twice");

export const waiverAnalysisBody = z.object({
  pairs: z
    .array(
      z.object({
        add: ids(3, "players to add").min(1, "Pick at least one player to add"),
        drop: ids(3, "players to drop"),
      }),
    )
    .min(1, "Pick at least one add/drop pair")
    .max(4, "At most 4 pairs at once"),
});

export const tradeEvaluateBody = z
  .object({
    partnerId: id,
    give: ids(4, "players per side").min(1, "Pick at least one player to give"),
    get: ids(4, "players per side").min(1, "Pick at least one player to get"),
  })
  .refine((b) => !b.give.some((p) => b.get.includes(p)), "A player cannot be on both sides");

export const tradeFindQuery = z.object({ partner: id.optional(), position: position.optional(), ...cacheBusters });
