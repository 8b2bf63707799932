import "server-only";
// Each data source's last refresh, for GET /api/health: stale when its job has not succeeded within two of its
// cadences (a missed run is tolerated, two are not) or its own limit. Sources whose job never ran are not listed.
import { listDataSources } from "@/lib/db/queries/ingest";
import type { Job } from "./job";
import { JOBS } from "./jobs";

export interface SourceStatus {
  source: string;
  lastSuccessAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
  rows: number;
  stale: boolean;
}

const staleAfter = new Map(Object.values(JOBS).map((job: Job) => [job.source, job.staleAfterMs ?? 2 * job.everyMs]));

export async function sourceStatuses(now = new Date()): Promise<SourceStatus[]> {
  return (await listDataSources()).map((s) => {
    const limit = staleAfter.get(s.source) ?? Infinity;
    const stale = !s.lastSuccessAt || now.getTime() - s.lastSuccessAt.getTime() > limit;
    return {
      source: s.source,
      lastSuccessAt: s.lastSuccessAt?.toISOString() ?? null,
      lastError: s.lastError,
      lastErrorAt: s.lastErrorAt?.toISOString() ?? null,
      rows: s.rows,
      stale,
    };
  });
}

/** A source as the Data sources section of /settings shows it: every job's source, also those that never ran. */
export interface SourceOverview extends Omit<SourceStatus, "stale"> {
  label: string;
  everyMs: number;
  state: "fresh" | "stale" | "never";
}

export async function sourceOverview(now = new Date()): Promise<SourceOverview[]> {
  const known = new Map((await sourceStatuses(now)).map((s) => [s.source, s]));
  return Object.values(JOBS).map((job: Job) => {
    const { stale, ...status } = known.get(job.source) ?? {
      source: job.source,
      lastSuccessAt: null,
      lastError: null,
      lastErrorAt: null,
      rows: 0,
      stale: false,
    };
    const state = !status.lastSuccessAt && !status.lastError ? "never" : stale ? "stale" : "fresh";
    return { ...status, label: job.label ?? job.source, everyMs: job.everyMs, state };
  });
}
