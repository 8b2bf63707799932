// Sends the Brotli copies scripts/precompress.mjs wrote at build time for /_next/static/ files, to browsers that
// accept br; everything else (no copy, no br, other paths) is left to Next. The copies are read once at start-up
// (about 640 KiB for the whole build), so the map holds exactly the build's files and a request does no disk I/O.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { STATIC_HEADERS } from "../lib/api/static-headers.mjs";

/** Content types of the files that get a Brotli copy, by extension. */
export const PRECOMPRESSED_TYPES = {
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
};

const PREFIX = "/_next/static/";

/** True when an Accept-Encoding header accepts br (present, and not with q=0). */
export function acceptsBrotli(header) {
  return String(header ?? "")
    .split(",")
    .some((part) => {
      const [name, ...params] = part.split(";").map((s) => s.trim());
      if (name?.toLowerCase() !== "br") return false;
      const q = params.find((p) => p.startsWith("q="));
      return q === undefined || Number(q.slice(2)) > 0;
    });
}

/** URL path (after /_next/static/) → Brotli copy and its content type, for every copy in the build. */
function readCopies(root) {
  const copies = new Map();
  let entries = [];
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch {
    return copies; // no build output (dev): nothing to send
  }
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".br")) continue;
    const file = join(entry.parentPath, entry.name);
    const original = relative(root, file).slice(0, -".br".length);
    const type = PRECOMPRESSED_TYPES[original.slice(original.lastIndexOf("."))];
    if (type) copies.set(original.split(sep).join("/"), { type, body: readFileSync(file) });
  }
  return copies;
}

/**
 * A handler for the static directory of a build: returns true when it answered the request with a Brotli copy,
 * false when Next should answer it.
 */
export function precompressedStatic(distDir) {
  const copies = readCopies(join(distDir, "static"));
  return function sendPrecompressed(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const path = (req.url ?? "").split("?")[0];
    if (!path.startsWith(PREFIX) || !acceptsBrotli(req.headers["accept-encoding"])) return false;
    const copy = copies.get(path.slice(PREFIX.length));
    if (!copy) return false;
    res.writeHead(200, {
      ...Object.fromEntries(STATIC_HEADERS.map((h) => [h.key, h.value])),
      "Content-Type": copy.type,
      "Content-Encoding": "br",
      "Content-Length": copy.body.length,
      "Cache-Control": "public, max-age=31536000, immutable",
      Vary: "Accept-Encoding",
    });
    res.end(req.method === "HEAD" ? undefined : copy.body);
    return true;
  };
}
