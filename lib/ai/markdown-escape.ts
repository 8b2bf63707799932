// Provider text (team names, player names, anything a league's commissioner typed) and words from the user's
// question are data, not markdown: a team named `![x](https://tracker.example/p.png)` must render as that text,
// not make the browser fetch an image, and `[win](https://evil.example)` must not become a link.

// Every character CommonMark lets a backslash escape that can start or shape markup.
const MARKDOWN_SPECIAL = /[\\`*_{}[\]()<>#+!|~&]/g;

/** The text as markdown that renders to exactly this text. */
export function escapeMarkdown(text: string): string {
  return text.replace(MARKDOWN_SPECIAL, (c) => `\\${c}`).replace(/\r?\n/g, " ");
}

// The one boundary between tool results (league and provider data: team, player, league and owner names, news
// headlines, notes that quote them) and the analyst's markdown writers: lib/ai/analyst/model.ts passes every
// result through `escapeTextFieldsForMarkdown` before any writer sees it. Every string is escaped unless its
// field is a code or an identifier the writers compare or look up (positions, slots, NFL team codes, injury
// statuses, ids, URLs, timestamps), so a field added later is escaped by default. Codes never hold markup
// characters that matter: escaping leaves letters, digits, spaces, `/`, `-`, `@`, `.` and `:` as they are.
const CODE_FIELDS = new Set(["position", "slot", "nflTeam", "injuryStatus", "url", "publishedAt", "id"]);
const isCodeField = (key: string) => CODE_FIELDS.has(key) || key.endsWith("Id");

/** A copy of a tool result whose text is escaped for markdown, for the writers that build answers from it. */
export function escapeTextFieldsForMarkdown<T>(value: T, depth = 0): T {
  if (typeof value === "string") return escapeMarkdown(value) as T;
  if (depth > 32 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item: unknown) => escapeTextFieldsForMarkdown(item, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    out[key] = isCodeField(key) ? item : escapeTextFieldsForMarkdown(item, depth + 1);
  }
  return out as T;
}
