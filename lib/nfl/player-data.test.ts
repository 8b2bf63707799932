/** @jest-environment node */
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freshModule } from "@/tests/support/fresh-module";
import { STORE_CODE } from "./player-data";

// The parsed store is kept under <cwd>/node_modules/.cache: each load below runs in a fresh module registry (a new
// process, as far as the module knows) with a temporary working directory that links the project's code and each of
// its NFL data files.
type PlayerData = typeof import("./player-data");
const fresh = () => freshModule<PlayerData>("@/lib/nfl/player-data");

const home = process.cwd();
let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "nfl-store-"));
  symlinkSync(path.join(home, "lib"), path.join(folder, "lib"));
  mkdirSync(path.join(folder, "data", "nfl"), { recursive: true });
  for (const name of readdirSync(path.join(home, "data", "nfl")))
    symlinkSync(path.join(home, "data", "nfl", name), path.join(folder, "data", "nfl", name));
  process.chdir(folder);
});
afterEach(() => process.chdir(home));

const savedFiles = () => {
  const dir = path.join(folder, "node_modules", ".cache", "fantasy-gm");
  return readdirSync(dir).map((name) => path.join(dir, name));
};

// A sample of every map: the size, and some entries whole.
function sample(store: ReturnType<PlayerData["nflStore"]>) {
  return Object.fromEntries(
    Object.entries(store).map(([name, map]) => {
      const entries = [...(map as Map<string, unknown>)];
      return [name, { size: entries.length, some: entries.filter((_, i) => i % 997 === 0) }];
    }),
  );
}

it("saves the parsed store once; the next process reads it and gets what parsing gave", () => {
  const parsed = sample(fresh().nflStore());
  const [file] = savedFiles();
  const written = statSync(file!).ino;
  const read = fresh().nflStore();
  expect(sample(read)).toEqual(parsed);
  expect(statSync(file!).ino).toBe(written); // read, not parsed and saved again
  // One object per player-week, as parsed: the by-week and by-player indexes still share it.
  const [key, week] = [...read.nflverse][0]!;
  expect(read.nflverseByPlayer.get(key.split(":")[2]!)).toContain(week);
}, 60_000);

it("parses again when the data changes, under a new name that replaces the old", () => {
  fresh().nflStore();
  const [before] = savedFiles();
  // One metadata row's name changed, in a copy that replaces the link.
  const meta = path.join(folder, "data", "nfl", "nflverse_player_metadata_QB_RB_WR_TE_2020_2025.csv");
  const [header, first, ...rest] = readFileSync(meta, "utf8").split("\n");
  unlinkSync(meta);
  writeFileSync(meta, [header, first!.replace(/^([^,]*),([^,]*)/, "$1,Renamed Player"), ...rest].join("\n"));

  const store = fresh().nflStore();
  expect([...store.meta.values()][0]!.name).toBe("Renamed Player");
  // Saved under a new name, the file of the old data removed.
  expect(savedFiles()).toHaveLength(1);
  expect(savedFiles()).not.toContain(before);
}, 60_000);

// Every module the parsing runs is hashed into the file's name, so a change to any of them parses again: the list
// must name each project module these files import (their types and the cache itself aside).
it("names every module its parsing runs", () => {
  const NOT_PARSING = new Set(["lib/cache/derived-file.ts"]);
  for (const file of STORE_CODE) {
    const source = readFileSync(path.join(home, file), "utf8");
    for (const [, spec] of source.matchAll(/^import (?!type )[^;]*? from "((?:@\/|\.\/|\.\.\/)[^"]+)";/gm)) {
      const resolved = spec!.startsWith("@/") ? `${spec!.slice(2)}.ts` : path.join(path.dirname(file), `${spec}.ts`);
      if (!NOT_PARSING.has(resolved)) expect([file, STORE_CODE]).toEqual([file, expect.arrayContaining([resolved])]);
    }
  }
});
