#!/usr/bin/env node
// After `next build`: writes a Brotli copy (quality 11, the smallest) next to each compressible file of at least
// 1 KB under <distDir>/static, which the production server (scripts/server.mjs) sends to browsers that accept br.
// Build files are content-hashed and never change, so they are compressed once here rather than on every request
// at the low quality a per-request compressor can afford (Next itself compresses with gzip only).
//
//   node scripts/precompress.mjs        (part of `npm run build`)
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { PRECOMPRESSED_TYPES } from "./precompressed-static.mjs";

const MIN_BYTES = 1024;
const root = join(process.env.NEXT_DIST_DIR || ".next", "static");

let files = 0,
  before = 0,
  after = 0;
for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
  const ext = entry.name.slice(entry.name.lastIndexOf("."));
  if (!entry.isFile() || !(ext in PRECOMPRESSED_TYPES)) continue;
  const path = join(entry.parentPath, entry.name);
  const body = readFileSync(path);
  if (body.length < MIN_BYTES) continue;
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${path}.br`, br);
  files++;
  before += body.length;
  after += br.length;
}
console.log(
  `precompress: ${files} files in ${root}, ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB br`,
);
