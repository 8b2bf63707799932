import "server-only";
import { ApiError } from "@/lib/api/errors";
import {
  findLatestCredential,
  getCredential as readCredential,
  updateCredentialSecret,
} from "@/lib/db/queries/credentials";
import type { Provider } from "@/lib/domain/league";
import { ProviderError, type ProviderCredentials } from "@/lib/providers/types";

// A sealed secret that no longer opens (e.g. NEXTAUTH_SECRET rotated) is an expired sign-in, not a crash.
async function getCredential<T>(args: { credentialId: string; userId: string }) {
  try {
    return await readCredential<T>(args);
  } catch {
    throw new ProviderError("auth", "Your saved sign-in could not be read. Connect the league again to renew it.");
  }
}

// The Yahoo adapter refreshes an expired access token mid-call and writes the new tokens onto the credentials
// object it was given. Yahoo may retire the old refresh token, so the new tokens are sealed and stored again
// whatever the call's outcome; otherwise the next sync would sign in with a dead token.
export async function keepingRefreshedTokens<T>(
  owner: { credentialId: string | null; userId: string },
  credentials: ProviderCredentials,
  call: (credentials: ProviderCredentials) => Promise<T>,
): Promise<T> {
  const issued = credentials.provider === "yahoo" ? credentials.accessToken : null;
  try {
    return await call(credentials);
  } finally {
    if (credentials.provider === "yahoo" && owner.credentialId && credentials.accessToken !== issued) {
      const { accessToken, refreshToken, expiresAt } = credentials;
      await updateCredentialSecret({
        credentialId: owner.credentialId,
        userId: owner.userId,
        secret: { accessToken, refreshToken, expiresAt },
        expiresAt: new Date(expiresAt),
      }).catch((error: unknown) => console.error("[sync] could not store refreshed Yahoo tokens", error));
    }
  }
}

interface LeagueForCredentials {
  userId: string;
  provider: string;
  externalId: string;
  season: number;
  credentialId: string | null;
}

// Rebuilds what the provider needs from the stored league (public parts) and its sealed credential (secrets).
export async function credentialsForLeague(
  league: LeagueForCredentials,
  connection: Record<string, string>,
): Promise<ProviderCredentials> {
  const provider = league.provider as Provider;
  switch (provider) {
    case "demo":
      return { provider: "demo" };
    case "sleeper":
      return { provider: "sleeper", username: connection.username ?? "" };
    case "espn": {
      const cred = league.credentialId
        ? await getCredential<{ espnS2?: string; swid?: string }>({
            credentialId: league.credentialId,
            userId: league.userId,
          })
        : null;
      return {
        provider: "espn",
        leagueId: league.externalId,
        season: league.season,
        espnS2: cred?.secret.espnS2,
        swid: cred?.secret.swid,
      };
    }
    case "yahoo": {
      const cred = league.credentialId
        ? await getCredential<{ accessToken: string; refreshToken: string; expiresAt: number }>({
            credentialId: league.credentialId,
            userId: league.userId,
          })
        : null;
      if (!cred)
        throw new ProviderError("auth", "Yahoo access has expired. Sign in with Yahoo again on the Connect page.");
      return { provider: "yahoo", ...cred.secret };
    }
    default:
      throw new ProviderError("not_found", `Unknown provider ${league.provider}.`);
  }
}

// The user's latest Yahoo sign-in, for listing and connecting their Yahoo leagues.
export async function yahooCredentials(
  userId: string,
): Promise<{ credentials: ProviderCredentials; credentialId: string }> {
  const found = await findLatestCredential({ userId, provider: "yahoo" });
  const cred = found
    ? await getCredential<{ accessToken: string; refreshToken: string; expiresAt: number }>({
        credentialId: found.id,
        userId,
      })
    : null;
  if (!cred) throw new ApiError("unprocessable", "Sign in with Yahoo first, then choose your leagues.");
  return { credentials: { provider: "yahoo", ...cred.secret }, credentialId: cred.id };
}
