import "server-only";
import type { LeagueSummary } from "@/lib/domain/league";
import { getProvider } from "@/lib/providers";
import type { DiscoverBody } from "@/lib/validations/leagues";
import { keepingRefreshedTokens, yahooCredentials } from "./credentials";
import { providerErrorToApi } from "./errors";

// Lists the leagues a platform shows for these details, before anything is stored.
export async function discoverLeagues(userId: string, body: DiscoverBody): Promise<LeagueSummary[]> {
  try {
    switch (body.provider) {
      case "demo":
        return await getProvider("demo").listLeagues({ provider: "demo" }, 2025);
      case "sleeper":
        return await getProvider("sleeper").listLeagues({ provider: "sleeper", username: body.username }, body.season);
      case "espn":
        return await getProvider("espn").listLeagues(
          { provider: "espn", leagueId: body.leagueId, season: body.season, espnS2: body.espnS2, swid: body.swid },
          body.season,
        );
      case "yahoo": {
        const { credentials, credentialId } = await yahooCredentials(userId);
        return await keepingRefreshedTokens({ credentialId, userId }, credentials, (c) =>
          getProvider("yahoo").listLeagues(c, body.season),
        );
      }
    }
  } catch (error) {
    throw providerErrorToApi(error);
  }
}
