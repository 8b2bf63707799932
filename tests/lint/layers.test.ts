/** @jest-environment node */
// The layer rules of eslint.config.mjs, run through the real ESLint command line, and the import-circle check of
// `npm run lint:cycles`, each on code that breaks them.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

const root = join(__dirname, "..", "..");

/** Lints the files at `paths`, or `code` as if it were the file at the one path; answers the rules that fired. */
function lint(paths: string[], code?: string): string[] {
  const args = ["--format=json", ...(code === undefined ? paths : ["--stdin", "--stdin-filename", paths[0]!])];
  const run = spawnSync(join(root, "node_modules", ".bin", "eslint"), args, {
    cwd: root,
    input: code,
    encoding: "utf8",
  });
  const reports = JSON.parse(run.stdout) as { messages: { ruleId: string | null }[] }[];
  return reports.flatMap((r) => r.messages.map((m) => m.ruleId ?? "parse error"));
}

jest.setTimeout(120_000);

test("the domain types may not import the database", () => {
  const rules = lint(["lib/domain/news.ts"], 'import { db } from "@/lib/db/client";\nexport const probe = db;\n');
  expect(rules).toContain("import/no-restricted-paths");
});

test("the engine may not import a page view-model, by alias or by relative path", () => {
  expect(
    lint(["lib/engine/rng.ts"], 'import * as views from "@/lib/league-model/roster";\nexport const probe = views;\n'),
  ).toContain("import/no-restricted-paths");
  expect(
    lint(["lib/engine/rng.ts"], 'import * as views from "../league-model/roster";\nexport const probe = views;\n'),
  ).toContain("import/no-restricted-paths");
});

test("a page may import any layer below it", () => {
  expect(
    lint(["app/api/health/route.ts"], 'import { db } from "@/lib/db/client";\nexport const probe = db;\n'),
  ).toEqual([]);
});

test("an import circle is refused, by alias or by relative path", () => {
  // Two real files (the check follows imports on disk), in a folder of their own that is removed after.
  const dir = mkdtempSync(join(root, "lib", "lint-probe-"));
  const folder = relative(root, dir);
  try {
    writeFileSync(join(dir, "a.ts"), `import { b } from "@/${folder}/b";\nexport const a = () => b;\n`);
    writeFileSync(join(dir, "b.ts"), 'import { a } from "./a";\nexport const b = () => a;\n');
    const run = spawnSync("npm", ["run", "--silent", "lint:cycles"], { cwd: root, encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(new RegExp(`${folder}/[ab]\\.ts -> ${folder}/[ab]\\.ts`));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
