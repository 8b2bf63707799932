import { z } from "zod";

// /manage's Before lock queue: what to fix before kickoff or before waivers run, across every league the user has.
const o = z.strictObject;

export const beforeLockItemSchema = o({
  kind: z.enum(["lineup", "waivers"]).describe("a starter or slot to fix, or a waiver run to claim before"),
  teamId: z.string(),
  teamName: z.string(),
  leagueName: z.string(),
  slot: z.string().nullable().describe("the starting slot: QB, RB, FLEX, …; null for a waiver run"),
  player: o({ id: z.string(), name: z.string(), position: z.string(), nflTeam: z.string().nullable() }).nullable(),
  problem: z.string().describe('"Out", "Doubtful", "IR", "On bye", "Empty FLEX slot", "Waivers run", …'),
  kickoff: z
    .string()
    .nullable()
    .describe("ISO time by which the fix must be made: the earlier of the two games, or the waiver run"),
  fix: o({
    href: z.enum(["/lineup", "/waivers"]),
    playerIn: o({ id: z.string(), name: z.string() })
      .nullable()
      .describe("the bench player to start, or the waiver claim worth making; null: none"),
    deltaWinProbability: z
      .number()
      .nullable()
      .describe("percentage points of P(win), as /lineup prices the swap; null without an opponent or a swap"),
    claim: o({
      deltaPlayoffOdds: z.number().describe("percentage points, as /waivers prices the claim"),
      sePlayoffOdds: z.number(),
      bid: z.number().nullable().describe("suggested FAAB bid; null outside FAAB leagues"),
    })
      .nullable()
      .describe("the waiver claim's price; null for lineup fixes"),
  }),
});

export const beforeLockQueueSchema = z.array(beforeLockItemSchema);

export type BeforeLockItem = z.infer<typeof beforeLockItemSchema>;
