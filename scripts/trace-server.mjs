#!/usr/bin/env node
// Makes Next's standalone output run the production server (scripts/server.mjs) rather than Next's bare
// server.js: traces server.mjs and every file it imports (the compression middleware, the Brotli copies'
// reader, the security headers) with Next's own file tracer and copies what the standalone folder lacks.
// It also copies the build's static files (with their Brotli copies) and public/, which Next leaves out, so the
// folder runs as it is. Run after `NEXT_OUTPUT=standalone next build` (`npm run build:standalone`, the
// Dockerfile); then
//   cd .next/standalone && node scripts/server.mjs
//
//   node scripts/trace-server.mjs [--out=.next/standalone]
import { copyFileSync, cpSync, existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";

const require = createRequire(import.meta.url);
const { nodeFileTrace } = require("next/dist/compiled/@vercel/nft");

const { values } = parseArgs({ options: { out: { type: "string", default: ".next/standalone" } } });
const out = values.out;
if (!existsSync(join(out, "server.js"))) {
  console.error(`${out}/server.js not found: build with NEXT_OUTPUT=standalone first`);
  process.exit(1);
}
const { fileList } = await nodeFileTrace(["scripts/server.mjs"], { base: process.cwd() });
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
