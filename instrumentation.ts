import { isDatabaseUnavailable } from "./lib/api/errors";

// Runs once when the server starts (`next start` / `next dev`), before any request is served.
// Without a session secret the app would have nothing to sign cookies with: refuse to start, naming the variable.
// Then reads the stored schedule of non-bundled seasons, and with INGEST_SCHEDULER=on starts the ingestion jobs.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  try {
    const { env } = await import("./env");
    void env.NEXTAUTH_SECRET;
  } catch (error) {
    console.error(`\n[fantasy-gm] ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  try {
    const { startIngestion } = await import("./lib/ingest/scheduler");
    await startIngestion();
  } catch (error) {
    console.error("[ingest] not started", error); // the bundled seasons still work
  }
}

type RequestContext = { databaseUnavailable: boolean };
type ContextStore = { getStore(): RequestContext | undefined };

// Next reports every error of a render or route handler here. A page that failed because the database is down
// is marked, so scripts/server.mjs sends 503 with Retry-After instead of Next's 500 (route handlers answer 503
// themselves: lib/api/errors.ts).
export function onRequestError(error: unknown): void {
  const contexts = (globalThis as Record<symbol, ContextStore | undefined>)[Symbol.for("fantasy-gm.request-context")];
  const context = contexts?.getStore();
  if (!context) return;
  if (isDatabaseUnavailable(error)) context.databaseUnavailable = true;
}
