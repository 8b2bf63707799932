import { z } from "zod";

const season = z.coerce.number().int().min(2015, "Season must be 2015 or later").max(2100, "Season is not valid");
const externalId = z.string().trim().min(1).max(100);
const teamMap = z.record(externalId, externalId);
const espnLeagueId = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, "ESPN league id must be a number");
const sleeperUsername = z.string().trim().min(1, "Sleeper username is required").max(60);
const platformError = { error: "Choose a platform: demo, sleeper, espn or yahoo" };

// An ESPN league as the connect form names it: its id, season and the private-league cookies.
const espnLeague = {
  leagueId: espnLeagueId,
  season,
  espnS2: z.string().trim().max(2000).optional(),
  swid: z.string().trim().max(100).optional(),
};

// POST /api/leagues — which leagues to import, and which team in each is yours.
export const connectSchema = z.discriminatedUnion(
  "provider",
  [
    z.object({ provider: z.literal("demo") }),
    z.object({
      provider: z.literal("sleeper"),
      username: sleeperUsername,
      season,
      leagueIds: z.array(externalId).min(1, "Choose at least one league").max(20),
      teamIds: teamMap,
    }),
    z.object({
      provider: z.literal("espn"),
      ...espnLeague,
      teamExternalId: externalId,
    }),
    z.object({
      provider: z.literal("yahoo"),
      season,
      leagueKeys: z.array(externalId).min(1, "Choose at least one league").max(20),
      teamIds: teamMap,
    }),
  ],
  platformError,
);
export type ConnectBody = z.infer<typeof connectSchema>;

// POST /api/leagues/discover — list a platform's leagues before connecting (a POST: ESPN cookies never go in a URL).
export const discoverSchema = z.discriminatedUnion(
  "provider",
  [
    z.object({ provider: z.literal("demo") }),
    z.object({ provider: z.literal("sleeper"), username: sleeperUsername, season }),
    z.object({
      provider: z.literal("espn"),
      ...espnLeague,
    }),
    z.object({ provider: z.literal("yahoo"), season }),
  ],
  platformError,
);
export type DiscoverBody = z.infer<typeof discoverSchema>;

// The connect forms' fields (react-hook-form + zod), the same rules the discover route applies.

/** The ESPN league id from what was typed: the number itself, or a pasted league URL's leagueId=… parameter. */
export function espnLeagueIdFrom(input: string): string | null {
  const text = input.trim();
  if (/^\d{1,12}$/.test(text)) return text;
  const fromUrl = /[?&]leagueId=(\d{1,12})\b/i.exec(text);
  return fromUrl?.[1] ?? null;
}
export const espnDiscoverForm = z.object({
  league: z
    .string()
    .trim()
    .refine((text) => espnLeagueIdFrom(text) !== null, "An ESPN league id is a number (like 12345678)"),
  season,
  espnS2: z.string().trim().max(2000),
  swid: z.string().trim().max(100),
});
export type EspnDiscoverForm = z.input<typeof espnDiscoverForm>;

export const sleeperDiscoverForm = z.object({ username: sleeperUsername, season });
export type SleeperDiscoverForm = z.input<typeof sleeperDiscoverForm>;

// POST /api/leagues/sync — optional body: { force: true } for the manual "Refresh leagues" button (sync even a
// league synced < 60 s ago); an empty body (the automatic sync) keeps the 60-second window.
export const leagueSyncBody = z.object({ force: z.boolean().optional() }).strict();
