import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { strToU8, zipSync } from "fflate";

// The ESPN cookie extension (extension/, loadable unpacked as it is) packed for one Fantasy GM origin: config.json
// names the origin and the manifest's host permissions cover exactly ESPN and that origin, so the extension can hand
// the cookies to that page and no other without asking for more.
export const EXTENSION_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), "extension");

export function extensionFiles(appOrigin: string | null, dir: string = EXTENSION_DIR): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const name of readdirSync(dir)) {
    if (!/\.test\.|\.d\.ts$/.test(name)) files[name] = readFileSync(path.join(dir, name)); // tests and types stay home
  }
  const manifest = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8")) as { host_permissions: string[] };
  if (appOrigin) manifest.host_permissions = [...manifest.host_permissions, `${appOrigin}/*`];
  files["manifest.json"] = strToU8(`${JSON.stringify(manifest, null, 2)}\n`);
  files["config.json"] = strToU8(`${JSON.stringify({ appOrigin }, null, 2)}\n`);
  return files;
}

export function extensionZip(appOrigin: string | null): Uint8Array {
  // A fixed timestamp keeps the archive byte-identical for the same origin.
  return zipSync(extensionFiles(appOrigin), { mtime: new Date("2025-01-01T00:00:00Z") });
}
