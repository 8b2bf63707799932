import { z } from "zod";
import { idParam } from "@/lib/dashboard/http";
import { INJURY_FILTERS, PLAYER_SORTS, SEARCH_POSITIONS } from "@/lib/players/types";

const empty = (v: unknown) => (v === "" ? undefined : v);

export const playerSearchQuery = z.object({
  leagueId: idParam,
  q: z.string().trim().max(100, "q must be at most 100 characters").default(""),
  position: z.preprocess(empty, z.enum(SEARCH_POSITIONS, { message: "Unknown position" }).optional()),
  nflTeam: z.preprocess(empty, z.string().regex(/^[A-Z]{2,3}$/, "nflTeam must be a team code like KC").optional()),
  availability: z.preprocess(
    empty,
    z
      .union([z.enum(["all", "free_agent", "mine", "rostered"]), z.string().regex(/^team:[\w-]{1,64}$/)], {
        message: "availability must be all, free_agent, mine, rostered or team:<id>",
      })
      .default("all"),
  ),
  injury: z.preprocess(empty, z.enum(INJURY_FILTERS, { message: "Unknown injury filter" }).default("all")),
  sort: z.preprocess(empty, z.enum(PLAYER_SORTS, { message: "Unknown sort" }).optional()),
  limit: z.coerce.number().int().min(1, "limit must be 1–100").max(100, "limit must be 1–100").default(50),
});
