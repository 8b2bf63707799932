// Intent classifier: an nlp.js neural network trained once per process, offline, from TRAINING.
// Training takes a second or more of CPU; the trained network is kept in a derived file (lib/cache/derived-file.ts)
// named by a hash of what it learns from, so the next process (a restart, the next test file) loads it in
// milliseconds. Training is deterministic, so a loaded network is the one training would give; on load it must also
// give the answers recorded when it was saved (a changed nlp.js retrains).
import { containerBootstrap } from "@nlpjs/core";
import { LangEn } from "@nlpjs/lang-en-min";
import { NluNeural } from "@nlpjs/nlu";
import { TRAINING } from "@/lib/ai/analyst/nlu/training";
import type { Intent } from "@/lib/ai/analyst/nlu/intents";
import { derivedFile, readDerived, writeDerived } from "@/lib/cache/derived-file";

export interface Classified {
  intent: Intent;
  score: number;
  runnerUp: Intent | null;
}

type Example = { utterance: string; intent: string };
type Answer = { text: string; top: unknown };
type Saved = { answers: Answer[]; network: object };

const SETTINGS = { locale: "en", log: false, spellCheck: true, useNoneFeature: true } as const;
const CHECKED_ANSWERS = 24;

function untrained(): NluNeural {
  const container = containerBootstrap();
  container.use(LangEn);
  return new NluNeural({ ...SETTINGS, container });
}

const examples = (): Example[] =>
  Object.entries(TRAINING).flatMap(([intent, utterances]) => utterances.map((utterance) => ({ utterance, intent })));

async function answers(nlu: NluNeural, texts: string[]): Promise<Answer[]> {
  return Promise.all(texts.map(async (text) => ({ text, top: (await nlu.process(text)).classifications.slice(0, 2) })));
}

function readSaved(file: string): Saved | null {
  const bytes = readDerived(file);
  try {
    return bytes && (JSON.parse(bytes.toString("utf8")) as Saved);
  } catch {
    return null; // unreadable: train
  }
}

async function fromSaved(saved: Saved): Promise<NluNeural | null> {
  try {
    const nlu = untrained();
    nlu.fromJSON(saved.network);
    const again = await answers(
      nlu,
      saved.answers.map((a) => a.text),
    );
    return JSON.stringify(again) === JSON.stringify(saved.answers) ? nlu : null;
  } catch {
    return null;
  }
}

async function loadOrTrain(): Promise<NluNeural> {
  const corpus = examples();
  const file = derivedFile("intent-classifier", [JSON.stringify({ SETTINGS, corpus })], "json");
  const saved = readSaved(file);
  const loaded = saved && (await fromSaved(saved));
  if (loaded) return loaded;

  const nlu = untrained();
  await nlu.train(corpus);
  const step = Math.max(1, Math.floor(corpus.length / CHECKED_ANSWERS));
  const texts = corpus.filter((_, i) => i % step === 0).map((e) => e.utterance);
  writeDerived(file, JSON.stringify({ answers: await answers(nlu, texts), network: nlu.toJSON() }));
  return nlu;
}

let trained: Promise<NluNeural> | null = null;

export const classifier = () => (trained ??= loadOrTrain());

const INTENTS = new Set(Object.keys(TRAINING));

export async function classify(text: string): Promise<Classified> {
  const nlu = await classifier();
  const { classifications } = await nlu.process(text.toLowerCase());
  const [top, second] = classifications;
  const intent = top && INTENTS.has(top.intent) ? (top.intent as Intent) : "None";
  return {
    intent,
    score: top?.score ?? 0,
    runnerUp: second && INTENTS.has(second.intent) ? (second.intent as Intent) : null,
  };
}
