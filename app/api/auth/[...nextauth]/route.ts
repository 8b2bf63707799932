// GET|POST /api/auth/* — NextAuth's own routes (OAuth redirects and callbacks, session, csrf), behind a guard
import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { authOptions } from "@/lib/auth/config";
import { guardNextAuthRequest } from "@/lib/auth/nextauth-guard";

const handler = NextAuth(authOptions);
type Context = { params: Promise<{ nextauth: string[] }> };

// NextAuth answers 500 to some malformed requests (a GET of the credentials callback, a JSON body that does not
// parse): the guard refuses those with a 4xx first, and maps anything NextAuth still throws to a 4xx/503.
async function guarded(req: NextRequest, ctx: Context): Promise<Response> {
  const { nextauth } = await ctx.params;
  return guardNextAuthRequest(req, nextauth, (checked) => handler(new NextRequest(checked), ctx));
}

export { guarded as GET, guarded as POST };
