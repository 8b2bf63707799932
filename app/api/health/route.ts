// GET /api/health — liveness and database reachability, for load balancers and the test harness
import { db } from "@/lib/db/client";

export const dynamic = "force-dynamic";

export async function GET() {
  try {
    await db.$queryRaw`SELECT 1`;
    return Response.json({ ok: true });
  } catch {
    return Response.json({ ok: false, error: "database_unavailable", message: "Database unreachable" }, { status: 503 });
  }
}
