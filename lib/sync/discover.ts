import "server-only";
import { ApiError } from "@/lib/api/errors";
import { findLatestCredential, getCredential } from "@/lib/db/queries/credentials";
import type { LeagueSummary } from "@/lib/domain/league";
import { getProvider } from "@/lib/providers";
import type { DiscoverBody } from "@/lib/validations/leagues";
import { keepingRefreshedTokens } from "./credentials";
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
        const found = await findLatestCredential({ userId, provider: "yahoo" });
        const cred = found
          ? await getCredential<{ accessToken: string; refreshToken: string; expiresAt: number }>({
              credentialId: found.id,
              userId,
            })
          : null;
        if (!cred) throw new ApiError("unprocessable", "Sign in with Yahoo first, then choose your leagues.");
        return await keepingRefreshedTokens(
          { credentialId: cred.id, userId },
          { provider: "yahoo", ...cred.secret },
          (c) => getProvider("yahoo").listLeagues(c, body.season),
        );
      }
    }
  } catch (error) {
    throw providerErrorToApi(error);
  }
}
