// npx tsx scripts/first-load-js.ts <url> [cookie]
// First-load JavaScript of a page: fetches the HTML (with the session cookie for signed-in pages), sums every
// <script src> it references, raw and gzip-compressed (gzip -6, like `gzip -c`). Next 16's build output has
// no size column, so this is how the dashboard's budget is measured. Prints one JSON object.
// `noModule` scripts (Next's legacy polyfills) are left out: browsers that run modules never fetch them.
import { gzipSync } from "node:zlib";

const SCRIPT_TAG = /<script\b[^>]*>/g;
const SRC = /\bsrc="([^"]+)"/;
const NO_MODULE = /\bnomodule\b/i;

async function main() {
  const [url, cookie] = process.argv.slice(2);
  if (!url) {
    console.error("usage: npx tsx scripts/first-load-js.ts <url> [cookie]");
    process.exit(2);
  }
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const page = await fetch(url, { headers, redirect: "manual" });
  if (!page.ok)
    throw new Error(
      `${url}: HTTP ${page.status}${page.headers.get("location") ? ` → ${page.headers.get("location")}` : ""}`,
    );
  const html = await page.text();
  const srcs = [
    ...new Set(
      [...html.matchAll(SCRIPT_TAG)]
        .filter((tag) => !NO_MODULE.test(tag[0]))
        .flatMap((tag) => SRC.exec(tag[0])?.[1] ?? [])
        .map((src) => new URL(src.replace(/&amp;/g, "&"), url).href),
    ),
  ];
  const files = await Promise.all(
    srcs.map(async (src) => {
      const res = await fetch(src, { headers });
      if (!res.ok) throw new Error(`${src}: HTTP ${res.status}`);
      const body = Buffer.from(await res.arrayBuffer());
      return { src: new URL(src).pathname, raw: body.length, gzip: gzipSync(body, { level: 6 }).length };
    }),
  );
  const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
  const raw = files.reduce((sum, f) => sum + f.raw, 0);
  const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
  console.log(
    JSON.stringify(
      {
        url,
        scripts: files.length,
        rawKB: kb(raw),
        gzipKB: kb(gzip),
        htmlKB: kb(Buffer.byteLength(html)),
        files: files.sort((a, b) => b.raw - a.raw),
      },
      null,
      2,
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
