import { env } from "@/env";
import { ApiError } from "@/lib/api/errors";
import { publicOrigin } from "@/lib/api/origin";
import { parseQuery, withUser } from "@/lib/api/route";
import { upsertCredential } from "@/lib/db/queries/credentials";
import { exchangeCode } from "@/lib/providers/yahoo/oauth";
import { readStateCookie, stateCookie, statesMatch, yahooRedirectUri } from "@/lib/providers/yahoo/oauth-state";
import { ProviderError } from "@/lib/providers/types";
import { yahooCallbackQuery } from "@/lib/validations/providers";

// GET /api/providers/yahoo/callback — Yahoo sends the user back here: check state, store the tokens sealed
export const GET = withUser(async ({ req, user }) => {
  if (!env.yahooEnabled) throw new ApiError("not_found", "Yahoo is not configured on this server");
  const query = parseQuery(req, yahooCallbackQuery);
  const origin = publicOrigin(req);
  const back = (error?: string) => {
    const url = new URL("/connect", origin);
    url.searchParams.set("provider", "yahoo");
    if (error) url.searchParams.set("error", error);
    // The state is single-use: clear it whatever happened.
    return new Response(null, {
      status: 302,
      headers: { location: url.toString(), "set-cookie": stateCookie("", 0), "cache-control": "no-store" },
    });
  };
  if (!statesMatch(readStateCookie(req), query.state ?? null)) {
    throw new ApiError("bad_request", "Yahoo sign-in could not be verified. Start again from Connect Yahoo.");
  }
  if (query.error || !query.code)
    return back(query.error === "access_denied" ? "Yahoo access was not granted." : "Yahoo sign-in did not complete.");
  try {
    const tokens = await exchangeCode(query.code, yahooRedirectUri(origin));
    await upsertCredential({
      userId: user.id,
      provider: "yahoo",
      label: "",
      secret: tokens,
      expiresAt: new Date(tokens.expiresAt),
    });
  } catch (error) {
    if (error instanceof ProviderError) return back(error.message);
    throw error;
  }
  return back();
});
