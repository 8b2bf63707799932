// Files derived from the project's own data and code (the GM's trained network, the parsed NFL tables), kept between
// processes under node_modules/.cache/fantasy-gm so that a restart or the next test file reads them instead of
// deriving them again. Each is named by a hash of everything it derives from: a change to any of it names a new file,
// and saving it removes the older ones of that name. Writes are whole or not at all; where the folder cannot be
// written (a read-only install) every process derives afresh.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const CACHE_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), "node_modules", ".cache", "fantasy-gm");

/** The file for `name` derived from `inputs` (in order): `<name>-<hash>.<extension>` in the cache folder. */
export function derivedFile(name: string, inputs: readonly (string | Buffer)[], extension: string): string {
  const hash = createHash("sha256");
  for (const input of inputs) hash.update(createHash("sha256").update(input).digest());
  return path.join(CACHE_DIR, `${name}-${hash.digest("hex").slice(0, 16)}.${extension}`);
}

/** The file's bytes, or null when it is not there (not derived yet) or unreadable. */
export function readDerived(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
}

/**
 * Saves the file, whole or not at all (whichever process finishes first), and removes the files of the same name
 * derived from older inputs; quietly nothing where it cannot write.
 */
export function writeDerived(file: string, data: string | Buffer): void {
  try {
    const dir = path.dirname(file);
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, data);
    renameSync(partial, file);
    const name = path.basename(file);
    const older = (other: string) =>
      other !== name &&
      other.slice(0, other.lastIndexOf("-")) === name.slice(0, name.lastIndexOf("-")) &&
      path.extname(other) === path.extname(name);
    for (const other of readdirSync(dir).filter(older)) rmSync(path.join(dir, other), { force: true });
  } catch {
    // a read-only install: the next process derives it again
  }
}
