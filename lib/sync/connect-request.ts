import "server-only";
import { ApiError } from "@/lib/api/errors";
import { upsertCredential } from "@/lib/db/queries/credentials";
import { attachCredential } from "@/lib/db/queries/leagues";
import { getProvider } from "@/lib/providers";
import { DEMO_EXTERNAL_ID, DEMO_SEASON, DEMO_USER_TEAM_ID } from "@/lib/providers/demo";
import type { ProviderCredentials } from "@/lib/providers/types";
import type { ConnectBody } from "@/lib/validations/leagues";
import { connectLeague, type ConnectRequest } from "./connect";
import { yahooCredentials } from "./credentials";
import { providerErrorToApi } from "./errors";
import type { z } from "zod";
import type { connectedRefSchema } from "@/lib/validations/responses/leagues";

export type ConnectedRef = z.infer<typeof connectedRefSchema>;

function teamFor(teamIds: Record<string, string>, leagueId: string): string {
  const team = teamIds[leagueId];
  if (!team) throw new ApiError("bad_request", `Choose your team in league ${leagueId}`);
  return team;
}

// The demo league for a user, as the connect form and the seed ask for it.
export function demoConnectRequest(userId: string): ConnectRequest {
  return {
    userId,
    provider: "demo",
    externalId: DEMO_EXTERNAL_ID,
    season: DEMO_SEASON,
    myTeamExternalId: DEMO_USER_TEAM_ID,
    credentials: { provider: "demo" },
  };
}

// Several leagues of one platform, one after another (each connect is its own transaction).
async function connectEach(
  ids: string[],
  provider: "sleeper" | "yahoo",
  request: (id: string) => ConnectRequest,
): Promise<ConnectedRef[]> {
  const out: ConnectedRef[] = [];
  for (const id of ids) out.push(await connectLeague(request(id), getProvider(provider)));
  return out;
}

// Turns the /connect form into league imports. Platform failures become clear 4xx/503 answers.
export async function connectLeagues(userId: string, body: ConnectBody): Promise<ConnectedRef[]> {
  try {
    switch (body.provider) {
      case "demo":
        return [await connectLeague(demoConnectRequest(userId), getProvider("demo"))];
      case "sleeper":
        return await connectEach(body.leagueIds, "sleeper", (leagueId) => ({
          userId,
          provider: "sleeper",
          externalId: leagueId,
          season: body.season,
          myTeamExternalId: teamFor(body.teamIds, leagueId),
          credentials: { provider: "sleeper", username: body.username },
          connection: { username: body.username },
        }));
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
        return await connectEach(body.leagueKeys, "yahoo", (leagueKey) => ({
          userId,
          provider: "yahoo",
          externalId: leagueKey,
          season: body.season,
          myTeamExternalId: teamFor(body.teamIds, leagueKey),
          credentials,
          credentialId,
        }));
      }
    }
  } catch (error) {
    throw providerErrorToApi(error);
  }
}
