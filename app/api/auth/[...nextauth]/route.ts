// GET|POST /api/auth/* — NextAuth's own routes (OAuth redirects and callbacks, session, csrf)
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/config";

const handler = NextAuth(authOptions);
export { handler as GET, handler as POST };
