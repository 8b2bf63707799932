// Huge-body bench: several 50 MB JSON bodies at once to a running server, streamed (chunked, no
// Content-Length) and declared (Content-Length: 50 MB). Prints per request the status, how many bytes went out
// before the answer, and the time to answer; then the server's RSS before, right after and 10 s later (with --pid).
//
//   npx tsx bench/huge-body.ts --base=http://127.0.0.1:3000 --pid=<server pid> [--parallel=5]
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    base: { type: "string", default: "http://127.0.0.1:3000" },
    pid: { type: "string" },
    parallel: { type: "string", default: "5" },
  },
});
const SIZE = 50 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, "x");
const base = new URL(values.base);

function rssMb(): string {
  if (!values.pid) return "n/a (no --pid)";
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${values.pid}/status`, "utf8"))?.[1];
  return kb ? `${Math.round(Number(kb) / 1024)} MB` : "n/a";
}

type Outcome = { path: string; mode: string; status: number | string; sentMb: number; ms: number };

function send(path: string, declared: boolean): Promise<Outcome> {
  const started = Date.now();
  let sent = 0;
  const mode = declared ? "declared" : "streamed";
  return new Promise((resolve) => {
    const done = (status: number | string) =>
      resolve({ path, mode, status, sentMb: Math.round(sent / 1024 / 10.24) / 100, ms: Date.now() - started });
    const req = request(new URL(path, base), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: base.origin,
        ...(declared ? { "content-length": String(SIZE) } : {}),
      },
    });
    req.on("response", (res) => {
      res.resume();
      done(res.statusCode ?? 0);
      req.destroy();
    });
    req.on("error", (error) => done(`error ${error.message}`));
    const pump = () => {
      while (sent < SIZE && !req.destroyed) {
        sent += CHUNK.length;
        if (!req.write(CHUNK)) return void req.once("drain", pump);
      }
      if (!req.destroyed) req.end();
    };
    req.write('{"username":"');
    pump();
  });
}

async function main() {
  const parallel = Number(values.parallel);
  console.log(`server RSS before: ${rssMb()}`);
  for (const path of ["/api/login", "/api/chat"]) {
    for (const declared of [false, true]) {
      const outcomes = await Promise.all(Array.from({ length: parallel }, () => send(path, declared)));
      for (const o of outcomes) console.log(`${o.path} ${o.mode}: ${o.status} after ${o.sentMb} MB sent, ${o.ms} ms`);
    }
  }
  console.log(`server RSS right after: ${rssMb()}`);
  await new Promise((r) => setTimeout(r, 10_000));
  console.log(`server RSS 10 s later: ${rssMb()}`);
}

void main();
