// The recorded provider answers vendored in tests/fixtures (provenance and trimming: tests/fixtures/README.md).
// Tests, the fake provider server and benches read them through here, so a clone runs its own tests.
import { readFileSync } from "node:fs";
import path from "node:path";

export const FIXTURES_DIR = path.resolve(__dirname, "../fixtures");

export const fixturePath = (relative: string) => path.join(FIXTURES_DIR, relative);

/** Parsed JSON of a fixture, e.g. readFixture("espn/espn-api-tests/league_team_2018.json"). */
export const readFixture = <T = unknown>(relative: string): T =>
  JSON.parse(readFileSync(fixturePath(relative), "utf8")) as T;
