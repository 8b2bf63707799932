#!/usr/bin/env node
// After `next build`: writes a Brotli copy (quality 11, the smallest) next to each compressible file of at least
// 1 KB under <distDir>/static, which the production server (scripts/server.mjs) sends to browsers that accept br.
// Build files are content-hashed and never change, so they are compressed once here rather than on every request
// at the low quality a per-request compressor can afford (Next itself compresses with gzip only).
//
//   node scripts/precompress.mjs        (part of `npm run build`)
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import { PRECOMPRESSED_TYPES } from "./precompressed-static.mjs";

const MIN_BYTES = 1024;
const root = join(process.env.NEXT_DIST_DIR || ".next", "static");
const compress = promisify(brotliCompress);

const paths = readdirSync(root, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.slice(entry.name.lastIndexOf(".")) in PRECOMPRESSED_TYPES)
  .map((entry) => join(entry.parentPath, entry.name));
// All at once: zlib compresses on libuv's thread pool, so every core takes a share.
const sizes = await Promise.all(
  paths.map(async (path) => {
    const body = readFileSync(path);
    if (body.length < MIN_BYTES) return null;
    const br = await compress(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    writeFileSync(`${path}.br`, br);
    return { before: body.length, after: br.length };
  }),
);
const done = sizes.filter((size) => size !== null);
const before = done.reduce((sum, size) => sum + size.before, 0);
const after = done.reduce((sum, size) => sum + size.after, 0);
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
console.log(`precompress: ${done.length} files in ${root}, ${kib(before)} → ${kib(after)} br`);
