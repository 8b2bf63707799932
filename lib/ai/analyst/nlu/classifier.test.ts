/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freshModule } from "@/tests/support/fresh-module";

// The classifier keeps its trained network under <cwd>/node_modules/.cache: each load below runs in a fresh
// module registry (a new process, as far as the module knows) with a temporary folder as its working directory.
type ClassifierModule = typeof import("@/lib/ai/analyst/nlu/classifier");
const fresh = () => freshModule<ClassifierModule>("@/lib/ai/analyst/nlu/classifier");

const QUESTIONS = ["whats my record", "any sleepers for next week", "should I start Chase or Lamb"];
const readings = (m: ClassifierModule) => Promise.all(QUESTIONS.map((q) => m.classify(q)));

const home = process.cwd();
let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "classifier-cache-"));
  process.chdir(folder);
});
afterEach(() => process.chdir(home));

const savedFile = () => {
  const dir = path.join(folder, "node_modules", ".cache", "fantasy-gm");
  const [name] = readdirSync(dir);
  return path.join(dir, name!);
};

it("saves the trained network once; the next process loads it and reads every question the same", async () => {
  const trained = await readings(fresh());
  const file = savedFile();
  const written = statSync(file).ino;
  expect(await readings(fresh())).toEqual(trained);
  // Loaded, not trained and saved again: training is deterministic, so a second save would write the same bytes,
  // but as a new file renamed over the old one.
  expect(statSync(file).ino).toBe(written);
}, 60_000);

it("trains again when a saved network does not give the answers recorded with it", async () => {
  const trained = await readings(fresh());
  const file = savedFile();
  const saved = JSON.parse(readFileSync(file, "utf8")) as { answers: { top: { intent: string }[] }[] };
  saved.answers[0]!.top[0]!.intent = "help"; // as if another nlp.js release read it differently
  writeFileSync(file, JSON.stringify(saved));
  const tampered = statSync(file).ino;
  expect(await readings(fresh())).toEqual(trained);
  expect(statSync(file).ino).not.toBe(tampered); // trained and saved anew
  expect(JSON.parse(readFileSync(file, "utf8")).answers[0].top[0].intent).not.toBe("help");
}, 60_000);
