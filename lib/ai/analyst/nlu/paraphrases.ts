// Paraphrase templates for the GM's question families, expanded into training utterances. "(a|b|)" is a choice
// (an empty option makes the part optional), so one template stands for every combination of its choices.
// Names are masked as in training.ts: a player is "player". The held-out evaluation set is written separately.
import type { Intent } from "@/lib/ai/analyst/nlu/intents";
import { TEMPLATES } from "@/lib/ai/analyst/nlu/templates.data";

/** Every combination of a template's "(a|b|c)" choices, whitespace-collapsed. */
export function expand(template: string): string[] {
  const m = /\(([^()]*)\)/.exec(template);
  if (!m) return [template.replace(/\s+/g, " ").trim()];
  const head = template.slice(0, m.index);
  const tail = template.slice(m.index + m[0].length);
  return m[1]!.split("|").flatMap((choice) => expand(head + choice + tail));
}

// About this many utterances per family, shared evenly among its templates (each template's expansions sampled
// evenly), so one template with many choices does not drown the others and no family outweighs the rest.
const PER_FAMILY = 180;
const sample = (items: string[], n: number) =>
  items.length <= n ? items : Array.from({ length: n }, (_, i) => items[Math.floor((i * items.length) / n)]!);

export const PARAPHRASES: Partial<Record<Intent, string[]>> = Object.fromEntries(
  Object.entries(TEMPLATES).map(([intent, templates]) => {
    const each = Math.max(4, Math.ceil(PER_FAMILY / templates.length));
    return [intent, [...new Set(templates.flatMap((t) => sample(expand(t), each)))]];
  }),
);
