// Provider text (team names, player names, anything a league's commissioner typed) and words from the user's
// question are data, not markdown: a team named `![x](https://tracker.example/p.png)` must render as that text,
// not make the browser fetch an image, and `[win](https://evil.example)` must not become a link.

// Every character CommonMark lets a backslash escape that can start or shape markup.
const MARKDOWN_SPECIAL = /[\\`*_{}[\]()<>#+!|~&]/g;

/** The text as markdown that renders to exactly this text. */
export function escapeMarkdown(text: string): string {
  return text.replace(MARKDOWN_SPECIAL, (c) => `\\${c}`).replace(/\r?\n/g, " ");
}

// Fields of tool results that carry provider or user text (lib/ai/tools/types.ts). Codes such as positions,
// injury statuses and verdicts are left alone: writers compare and reformat them.
const TEXT_FIELDS = new Set([
  "name",
  "team",
  "partnerTeam",
  "teamName",
  "leagueName",
  "headline",
  "source",
  "alerts",
  "notFound",
  "title",
]);

function escapeText(value: unknown): unknown {
  if (typeof value === "string") return escapeMarkdown(value);
  if (Array.isArray(value)) return value.map(escapeText);
  return value;
}

/** A copy of a tool result whose text fields are escaped, for writers that build markdown from it. */
export function escapeTextFieldsForMarkdown<T>(value: T, depth = 0): T {
  if (depth > 32 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item: unknown) => escapeTextFieldsForMarkdown(item, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    out[key] =
      TEXT_FIELDS.has(key) && (typeof item === "string" || Array.isArray(item))
        ? Array.isArray(item) && item.some((x) => typeof x === "object")
          ? escapeTextFieldsForMarkdown(item, depth + 1)
          : escapeText(item)
        : escapeTextFieldsForMarkdown(item, depth + 1);
  }
  return out as T;
}
