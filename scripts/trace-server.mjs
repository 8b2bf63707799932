#!/usr/bin/env node
// Makes Next's standalone output run the production server (scripts/server.mjs) rather than Next's bare
// server.js: traces server.mjs and every file it imports (the compression middleware, the Brotli copies'
// reader, the security headers) with Next's own file tracer and copies what the standalone folder lacks.
// It also copies the build's static files (with their Brotli copies) and public/, which Next leaves out, so the
// folder runs as it is. Then
//   cd .next/standalone && node scripts/server.mjs
//
//   node scripts/trace-server.mjs [--out=.next/standalone] [--while="NEXT_OUTPUT=standalone npm run build"]
//
// The trace reads only node_modules and scripts/, not the build, and takes half a minute on one core: with --while
// it runs during the build command (`npm run build:standalone`, the Dockerfile), whose output it then completes;
// without, after a standalone build made before.
import { spawn } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";

const require = createRequire(import.meta.url);
const { nodeFileTrace } = require("next/dist/compiled/@vercel/nft");

const { values } = parseArgs({
  options: { out: { type: "string", default: ".next/standalone" }, while: { type: "string" } },
});
const out = values.out;

/** Runs the build command in a shell; answers its exit code. */
function build(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: "inherit" });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const tracing = nodeFileTrace(["scripts/server.mjs"], { base: process.cwd() });
// Awaited after the build: a failure meanwhile must not end this process (and orphan the build) as unhandled.
tracing.catch(() => {});
if (values.while) {
  const code = await build(values.while);
  if (code !== 0) process.exit(code);
}
if (!existsSync(join(out, "server.js"))) {
  console.error(`${out}/server.js not found: build with NEXT_OUTPUT=standalone first`);
  process.exit(1);
}
const { fileList } = await tracing;
let copied = 0;
for (const file of fileList) {
  const target = join(out, file);
  if (existsSync(target)) continue;
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(file, target);
  copied++;
}
cpSync(".next/static", join(out, ".next/static"), { recursive: true });
cpSync("public", join(out, "public"), { recursive: true });
console.log(`[trace-server] ${fileList.size} files traced, ${copied} copied into ${out}`);
