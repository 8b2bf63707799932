// What every ingestion job is (the schedule, live scores, news, injuries, player stats) and what a run returns.
export interface JobResult {
  job: string;
  status: "ok" | "failed" | "busy";
  rows: number;
  skipped?: true; // not due: nothing fetched
  error?: string;
}

export interface Job {
  /** How often it refreshes its source. */
  everyMs: number;
  /** Without a success for this long the source is stale (default: two cadences, so one missed run is tolerated). */
  staleAfterMs?: number;
  /** How often the scheduler asks it to run when that is more often than everyMs (then `due` decides). */
  tickMs?: number;
  /** False when a run now would be too soon (e.g. between game days); such a run fetches nothing. */
  due?(now: Date): Promise<boolean>;
  /** The data source it refreshes (its status row). */
  source: string;
  /** What the source is, in plain words (the Data sources section of /settings). */
  label?: string;
  /** Fetches, validates and stores; returns the number of rows stored. Throws on any failure. */
  run(now: Date): Promise<number>;
}
