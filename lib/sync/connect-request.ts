import "server-only";
import { ApiError } from "@/lib/api/errors";
import { findLatestCredential, getCredential, upsertCredential } from "@/lib/db/queries/credentials";
import { attachCredential } from "@/lib/db/queries/leagues";
import { getProvider } from "@/lib/providers";
import { DEMO_EXTERNAL_ID, DEMO_SEASON, DEMO_USER_TEAM_ID } from "@/lib/providers/demo";
import type { ProviderCredentials } from "@/lib/providers/types";
import type { ConnectBody } from "@/lib/validations/leagues";
import { connectLeague } from "./connect";
import { providerErrorToApi } from "./errors";
import type { z } from "zod";
import type { connectedRefSchema } from "@/lib/validations/responses/leagues";

export type ConnectedRef = z.infer<typeof connectedRefSchema>;

async function yahooCredentials(userId: string): Promise<{ credentials: ProviderCredentials; credentialId: string }> {
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

function teamFor(teamIds: Record<string, string>, leagueId: string): string {
  const team = teamIds[leagueId];
  if (!team) throw new ApiError("bad_request", `Choose your team in league ${leagueId}`);
  return team;
}

// Turns the /connect form into league imports. Platform failures become clear 4xx/503 answers.
export async function connectLeagues(userId: string, body: ConnectBody): Promise<ConnectedRef[]> {
  try {
    switch (body.provider) {
      case "demo":
        return [
          await connectLeague(
            {
              userId,
              provider: "demo",
              externalId: DEMO_EXTERNAL_ID,
              season: DEMO_SEASON,
              myTeamExternalId: DEMO_USER_TEAM_ID,
              credentials: { provider: "demo" },
            },
            getProvider("demo"),
          ),
        ];
      case "sleeper": {
        const out: ConnectedRef[] = [];
        for (const leagueId of body.leagueIds) {
          out.push(
            await connectLeague(
              {
                userId,
                provider: "sleeper",
                externalId: leagueId,
                season: body.season,
                myTeamExternalId: teamFor(body.teamIds, leagueId),
                credentials: { provider: "sleeper", username: body.username },
                connection: { username: body.username },
              },
              getProvider("sleeper"),
            ),
          );
        }
        return out;
      }
      case "espn": {
        const secret = body.espnS2 || body.swid ? { espnS2: body.espnS2, swid: body.swid } : null;
        const credentials: ProviderCredentials = {
          provider: "espn",
          leagueId: body.leagueId,
          season: body.season,
          espnS2: body.espnS2,
          swid: body.swid,
        };
        const ref = await connectLeague(
          {
            userId,
            provider: "espn",
            externalId: body.leagueId,
            season: body.season,
            myTeamExternalId: body.teamExternalId,
            credentials,
          },
          getProvider("espn"),
        );
        // Cookies are stored only once ESPN accepted them: a league we cannot read leaves nothing behind.
        if (secret) {
          const credential = await upsertCredential({ userId, provider: "espn", label: body.leagueId, secret });
          await attachCredential({ leagueId: ref.leagueId, userId, credentialId: credential.id });
        }
        return [ref];
      }
      case "yahoo": {
        const { credentials, credentialId } = await yahooCredentials(userId);
        const out: ConnectedRef[] = [];
        for (const leagueKey of body.leagueKeys) {
          out.push(
            await connectLeague(
              {
                userId,
                provider: "yahoo",
                externalId: leagueKey,
                season: body.season,
                myTeamExternalId: teamFor(body.teamIds, leagueKey),
                credentials,
                credentialId,
              },
              getProvider("yahoo"),
            ),
          );
        }
        return out;
      }
    }
  } catch (error) {
    throw providerErrorToApi(error);
  }
}
