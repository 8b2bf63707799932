// A second, independent reading of a question: its nearest training utterances by TF-IDF cosine over stemmed
// words. The neural classifier is often confident when wrong on unseen wording; when the two readers disagree
// and no unambiguous cue settles it, the GM asks instead of answering.
import { TRAINING } from "@/lib/ai/analyst/nlu/training";
import type { Intent } from "@/lib/ai/analyst/nlu/intents";

const STOP = new Set(
  (
    "a an the is are am was be do does did i me my you your it to of in on at for and or " +
    "this that what whats who how"
  ).split(" "),
);

function stem(word: string): string {
  return word
    .replace(/'s$/, "")
    .replace(/(ing|ed|es|s)$/, "")
    .replace(/(.)\1$/, "$1");
}

function terms(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, "'")
    .split(/[^a-z0-9']+/)
    .filter((w) => w && !STOP.has(w))
    .map(stem)
    .filter(Boolean);
}

interface Indexed {
  intent: Intent;
  vector: Map<string, number>;
}

let built: { docs: Indexed[]; idf: Map<string, number> } | null = null;

function index() {
  if (built) return built;
  const raw = Object.entries(TRAINING).flatMap(([intent, utterances]) =>
    utterances.map((u) => ({ intent: intent as Intent, words: terms(u) })),
  );
  const df = new Map<string, number>();
  for (const d of raw) for (const w of new Set(d.words)) df.set(w, (df.get(w) ?? 0) + 1);
  const idf = new Map([...df].map(([w, n]) => [w, Math.log(1 + raw.length / n)]));
  const docs = raw.map((d) => ({ intent: d.intent, vector: weigh(d.words, idf) }));
  built = { docs, idf };
  return built;
}

function weigh(words: string[], idf: Map<string, number>): Map<string, number> {
  const v = new Map<string, number>();
  for (const w of words) v.set(w, (v.get(w) ?? 0) + (idf.get(w) ?? 0));
  const norm = Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0)) || 1;
  for (const [w, x] of v) v.set(w, x / norm);
  return v;
}

/**
 * The intent of the closest training utterances (top 5, similarity-weighted), with the best similarity. `allowed`
 * leaves out families the question cannot be (a player's family when nobody is named).
 */
export function nearestIntent(
  text: string,
  allowed: (intent: Intent) => boolean = () => true,
): { intent: Intent | null; similarity: number } {
  const { docs, idf } = index();
  const q = weigh(terms(text), idf);
  if (!q.size) return { intent: null, similarity: 0 };
  const scored = docs
    .map((d) => {
      let s = 0;
      for (const [w, x] of q) s += x * (d.vector.get(w) ?? 0);
      return { intent: d.intent, s };
    })
    .filter((d) => d.s > 0 && allowed(d.intent))
    .sort((a, b) => b.s - a.s)
    .slice(0, 5);
  // A near-exact match decides; otherwise closer neighbours count far more (cubed similarity).
  if (scored[0] && scored[0].s >= 0.95) return { intent: scored[0].intent, similarity: scored[0].s };
  const votes = new Map<Intent, number>();
  for (const d of scored) votes.set(d.intent, (votes.get(d.intent) ?? 0) + d.s ** 3);
  const best = [...votes].sort((a, b) => b[1] - a[1])[0];
  return { intent: best?.[0] ?? null, similarity: scored[0]?.s ?? 0 };
}
