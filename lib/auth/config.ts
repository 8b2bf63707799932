import "server-only";
import type { NextAuthOptions } from "next-auth";
import GoogleProvider, { type GoogleProfile } from "next-auth/providers/google";
import type { OAuthConfig } from "next-auth/providers/oauth";
import { env } from "@/env";
import { ensureGoogleUser } from "@/lib/auth/google-user";
import { SESSION_MAX_AGE_SECONDS, sessionCookieName, toJwtClaims } from "@/lib/auth/session-cookie";
import { getUserByAccount } from "@/lib/db/queries/users";

// Google's endpoints, or a local fake OIDC server's when AUTH_GOOGLE_*_URL are set (tests). Without
// overrides we use Google's discovery document and verify its ID token; the fake is read via userinfo.
function googleProvider(): OAuthConfig<GoogleProfile> {
  const options = { clientId: env.AUTH_GOOGLE_ID ?? "", clientSecret: env.AUTH_GOOGLE_SECRET ?? "" };
  if (!env.AUTH_GOOGLE_AUTHORIZATION_URL) return GoogleProvider(options);
  const google = GoogleProvider(options);
  return {
    id: "google",
    name: "Google",
    type: "oauth",
    issuer: env.AUTH_GOOGLE_ISSUER,
    authorization: { url: env.AUTH_GOOGLE_AUTHORIZATION_URL, params: { scope: "openid email profile" } },
    token: env.AUTH_GOOGLE_TOKEN_URL,
    userinfo: env.AUTH_GOOGLE_USERINFO_URL,
    checks: ["pkce", "state"],
    // The fake server signs no ID token: read the profile from userinfo (next-auth would infer true from the scope).
    idToken: false,
    profile: google.profile,
    ...options,
  };
}

export const authOptions: NextAuthOptions = {
  secret: env.NEXTAUTH_SECRET,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  useSecureCookies: env.secureCookies,
  cookies: {
    sessionToken: {
      name: sessionCookieName,
      options: { httpOnly: true, sameSite: "lax", path: "/", secure: env.secureCookies },
    },
  },
  pages: { signIn: "/auth", error: "/auth" },
  // Google only: password sign-in has one path, POST /api/login (lib/auth/credentials.ts), which sets the same cookie.
  providers: env.googleEnabled ? [googleProvider()] : [],
  callbacks: {
    async signIn({ account, profile }) {
      if (account?.provider !== "google") return true;
      const google = profile as Partial<GoogleProfile> | undefined;
      if (!google?.sub || !google.email) return "/auth?error=GoogleProfile";
      const user = await ensureGoogleUser({
        sub: google.sub,
        email: google.email,
        emailVerified: google.email_verified === true,
      });
      if (user === "email_taken") return "/auth?error=EmailTaken";
      if (user === "unverified") return "/auth?error=EmailUnverified";
      return true;
    },
    // The token carries only the user id, username and the terms flag; the user is reloaded per request.
    async jwt({ token, account }) {
      if (account?.provider === "google") {
        const dbUser = await getUserByAccount({ provider: "google", providerAccountId: account.providerAccountId });
        if (!dbUser) throw new Error("Google account vanished during sign-in");
        return toJwtClaims({
          id: dbUser.id,
          username: dbUser.username,
          tosAccepted: dbUser.tosAcceptedAt !== null,
          sessionVersion: dbUser.sessionVersion,
        });
      }
      return token;
    },
    async session({ session, token }) {
      return { ...session, user: { id: token.sub, name: token.name }, tosAccepted: token.tosAccepted === true };
    },
  },
};
