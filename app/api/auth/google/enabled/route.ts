// GET /api/auth/google/enabled — whether Google sign-in is offered (both AUTH_GOOGLE_ID and _SECRET set)
import { env } from "@/env";

export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ enabled: env.googleEnabled });
}
