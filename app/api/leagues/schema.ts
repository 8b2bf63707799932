import { z } from "zod";

const season = z.coerce.number().int().min(2015, "Season must be 2015 or later").max(2100, "Season is not valid");
const externalId = z.string().trim().min(1).max(100);
const teamMap = z.record(externalId, externalId);

// POST /api/leagues — which leagues to import, and which team in each is yours.
export const connectSchema = z.discriminatedUnion("provider", [
  z.object({ provider: z.literal("demo") }),
  z.object({
    provider: z.literal("sleeper"),
    username: z.string().trim().min(1, "Sleeper username is required").max(60),
    season,
    leagueIds: z.array(externalId).min(1, "Choose at least one league").max(20),
    teamIds: teamMap,
  }),
  z.object({
    provider: z.literal("espn"),
    leagueId: z.string().trim().regex(/^\d{1,12}$/, "ESPN league id must be a number"),
    season,
    espnS2: z.string().trim().max(2000).optional(),
    swid: z.string().trim().max(100).optional(),
    teamExternalId: externalId,
  }),
  z.object({
    provider: z.literal("yahoo"),
    season,
    leagueKeys: z.array(externalId).min(1, "Choose at least one league").max(20),
    teamIds: teamMap,
  }),
], { error: "Choose a platform: demo, sleeper, espn or yahoo" });

// POST /api/leagues/discover — list a platform's leagues before connecting (a POST: ESPN cookies never go in a URL).
export const discoverSchema = z.discriminatedUnion("provider", [
  z.object({ provider: z.literal("demo") }),
  z.object({ provider: z.literal("sleeper"), username: z.string().trim().min(1, "Sleeper username is required").max(60), season }),
  z.object({
    provider: z.literal("espn"),
    leagueId: z.string().trim().regex(/^\d{1,12}$/, "ESPN league id must be a number"),
    season,
    espnS2: z.string().trim().max(2000).optional(),
    swid: z.string().trim().max(100).optional(),
  }),
  z.object({ provider: z.literal("yahoo"), season }),
], { error: "Choose a platform: demo, sleeper, espn or yahoo" });

export type ConnectBody = z.infer<typeof connectSchema>;
