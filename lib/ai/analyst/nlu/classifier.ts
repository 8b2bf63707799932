// Intent classifier: an nlp.js neural network trained once per process, offline, from TRAINING.
import { containerBootstrap } from "@nlpjs/core";
import { LangEn } from "@nlpjs/lang-en-min";
import { NluNeural } from "@nlpjs/nlu";
import { TRAINING, type Intent } from "@/lib/ai/analyst/nlu/training";

export interface Classified {
  intent: Intent;
  score: number;
  runnerUp: Intent | null;
}

let trained: Promise<NluNeural> | null = null;

async function train(): Promise<NluNeural> {
  const container = containerBootstrap();
  container.use(LangEn);
  const nlu = new NluNeural({ locale: "en", container, log: false, spellCheck: true, useNoneFeature: true });
  const corpus = Object.entries(TRAINING).flatMap(([intent, utterances]) =>
    utterances.map((utterance) => ({ utterance, intent })),
  );
  await nlu.train(corpus);
  return nlu;
}

export const classifier = () => (trained ??= train());

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
