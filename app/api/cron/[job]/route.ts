// GET /api/cron/{job} — runs one ingestion job now, for a cron trigger (e.g. Vercel Cron) that sends
// `Authorization: Bearer $CRON_SECRET` (a session does not count). 401 without the secret (always, while
// CRON_SECRET is unset), 404 for an unknown job, 409 while another instance runs the job, 503 when the source
// failed (the last good data is kept), 200 with the rows stored (`skipped: true` when the job was not due: a
// cron may call player-stats hourly, and it fetches only as often as its cadence).
import { timingSafeEqual } from "node:crypto";
import { env } from "@/env";
import { ApiError, toErrorResponse } from "@/lib/api/errors";
import { isJobName, runJob } from "@/lib/ingest/jobs";
import { cronParams } from "@/lib/validations/cron";

export const dynamic = "force-dynamic";

function authorized(header: string | null): boolean {
  if (!env.CRON_SECRET || !header) return false;
  const expected = Buffer.from(`Bearer ${env.CRON_SECRET}`);
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function GET(req: Request, ctx: { params: Promise<{ job: string }> }) {
  try {
    return await runCron(req, ctx);
  } catch (error) {
    return toErrorResponse(error); // the database down: 503 with Retry-After
  }
}

async function runCron(req: Request, ctx: { params: Promise<{ job: string }> }): Promise<Response> {
  if (!authorized(req.headers.get("authorization")))
    return new ApiError(
      "unauthorized",
      "Missing or wrong cron secret (Authorization: Bearer $CRON_SECRET)",
    ).toResponse();
  const parsed = cronParams.safeParse(await ctx.params);
  if (!parsed.success || !isJobName(parsed.data.job)) return new ApiError("not_found", "No such job").toResponse();
  const result = await runJob(parsed.data.job);
  if (result.status === "busy")
    return new ApiError("conflict", `${result.job} is already running on another instance`).toResponse();
  if (result.status === "failed")
    return new ApiError(
      "unavailable",
      `${result.job} failed: ${result.error}; the last good data is kept`,
    ).toResponse();
  return Response.json(result, { headers: { "Cache-Control": "no-store" } });
}
