// Minimal types for the parts of nlp.js the analyst uses (the packages ship JavaScript only).
declare module "@nlpjs/core" {
  export interface Container {
    use(plugin: unknown): void;
  }
  export function containerBootstrap(): Container;
}
declare module "@nlpjs/lang-en-min" {
  export const LangEn: unknown;
}
declare module "@nlpjs/nlu" {
  import type { Container } from "@nlpjs/core";
  export interface Classification {
    intent: string;
    score: number;
  }
  export class NluNeural {
    constructor(settings: {
      locale: string;
      container: Container;
      log?: boolean;
      spellCheck?: boolean;
      useNoneFeature?: boolean;
    });
    train(corpus: { utterance: string; intent: string }[]): Promise<unknown>;
    process(utterance: string): Promise<{ classifications: Classification[] }>;
    toJSON(): object;
    fromJSON(json: object): void;
  }
}
