import { env } from "@/env";
import { ApiError } from "@/lib/api/errors";
import { publicOrigin } from "@/lib/api/origin";
import { withUser } from "@/lib/api/route";
import { buildAuthorizeUrl } from "@/lib/providers/yahoo/oauth";
import { newOAuthState, stateCookie, yahooRedirectUri } from "@/lib/providers/yahoo/oauth-state";

// GET /api/providers/yahoo/authorize — start Yahoo sign-in (signed-in users), remembering `state` in a cookie
export const GET = withUser(async ({ req }) => {
  if (!env.yahooEnabled) throw new ApiError("not_found", "Yahoo is not configured on this server");
  const state = newOAuthState();
  const location = buildAuthorizeUrl(state, yahooRedirectUri(publicOrigin(req)));
  return new Response(null, {
    status: 302,
    headers: { location, "set-cookie": stateCookie(state), "cache-control": "no-store" },
  });
});
