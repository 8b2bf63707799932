// Starts what bench/load.ts measures: the production server (scripts/server.mjs, `next start` behind its thin
// front; `npm run build` first) on the embedded database (PGlite in memory, a fresh demo seed) or on a
// PostgreSQL database (DATABASE_URL; migrated and seeded, so use a scratch database). Loopback only.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";

export interface StartedServer {
  base: string;
  pid: number;
  stop: () => void;
}

const NODE = process.execPath;

function startGroup(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  // Its own process group, so stop() ends exactly what was started here (and its children).
  return spawn(NODE, args, { env, stdio: ["ignore", "ignore", "inherit"], detached: true });
}

const stopGroup = (child: ChildProcess) => {
  if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
};

async function waitFor(url: string, seconds: number): Promise<void> {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

function prepareDatabase(env: NodeJS.ProcessEnv): void {
  for (const args of [
    ["node_modules/prisma/build/index.js", "migrate", "deploy"],
    ["node_modules/tsx/dist/cli.mjs", "prisma/seed.ts"],
  ]) {
    const result = spawnSync(NODE, args, { env, stdio: ["ignore", "ignore", "inherit"] });
    if (result.status !== 0) throw new Error(`${args.join(" ")} failed (${result.status})`);
  }
}

export async function startServer(opts: {
  db: "embedded" | "postgres";
  port: number;
  dbPort: number;
  databaseUrl?: string;
  /** Write a V8 CPU profile of the server into this folder when it stops (`--cpu-prof`). */
  cpuProfDir?: string;
}): Promise<StartedServer> {
  const base = `http://127.0.0.1:${opts.port}`;
  const groups: ChildProcess[] = [];
  const stop = () => groups.reverse().forEach(stopGroup);
  try {
    let databaseUrl = opts.databaseUrl;
    if (opts.db === "embedded") {
      // The embedded database alone, held open by an idle command; the server connects to it like the demo.
      const hold = `setInterval(() => {}, 1e9)`;
      const args = ["scripts/embedded-db.mjs", "--always", "--db=memory://", `--port=${opts.dbPort}`];
      groups.push(startGroup([...args, "--", `node -e "${hold}"`], process.env));
      databaseUrl = `postgresql://postgres@127.0.0.1:${opts.dbPort}/postgres`;
      await waitForPort(opts.dbPort);
    }
    if (!databaseUrl) throw new Error("--db=postgres needs DATABASE_URL");
    // Like the demo (scripts/embedded-db.mjs): one connection to the embedded database, whose single session
    // interleaves the statements of several connections (under load: "bind message supplies 3 parameters, but
    // prepared statement requires 1" → 503).
    const embedded = opts.db === "embedded" ? { DATABASE_POOL_MAX: "1", DATABASE_CONNECT_TIMEOUT_MS: "30000" } : {};
    const env = {
      ...process.env,
      ...embedded,
      DATABASE_URL: databaseUrl,
      NODE_ENV: "production" as const,
      NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
      NEXTAUTH_URL: base,
      AUTH_SECURE_COOKIES: "false",
      INGEST_SCHEDULER: "off",
      NEXT_TELEMETRY_DISABLED: "1",
    };
    prepareDatabase(env);
    const profile = opts.cpuProfDir ? ["--cpu-prof", `--cpu-prof-dir=${opts.cpuProfDir}`] : [];
    const server = startGroup([...profile, "scripts/server.mjs", "-H", "127.0.0.1", `--port=${opts.port}`], env);
    groups.push(server);
    await waitFor(`${base}/api/health`, 120);
    if (!server.pid) throw new Error("the server did not start");
    return { base, pid: server.pid, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

async function waitForPort(port: number): Promise<void> {
  const { connect } = await import("node:net");
  for (let i = 0; i < 240; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      }).on("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the embedded database did not listen on ${port}`);
}
