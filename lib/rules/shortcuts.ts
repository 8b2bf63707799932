// Keyboard shortcuts as data plus a pure key → action mapping, so the hook stays thin.
export type ShortcutAction = { type: "open-help" } | { type: "navigate"; href: string } | { type: "focus-search" };

export type ShortcutGroup = {
  title: "General" | "Navigation" | "Actions";
  items: { keys: string; description: string }[];
};

const NAVIGATION: Record<string, { href: string; description: string }> = {
  h: { href: "/", description: "Go to This Week" },
  l: { href: "/lineup", description: "Go to Lineup" },
  w: { href: "/waivers", description: "Go to Waivers" },
  t: { href: "/trades", description: "Go to Trades" },
  a: { href: "/analytics", description: "Go to Analytics" },
};

export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  {
    title: "General",
    items: [
      { keys: "?", description: "Show keyboard shortcuts" },
      { keys: "Esc", description: "Close dialogs" },
    ],
  },
  {
    title: "Navigation",
    items: Object.entries(NAVIGATION).map(([keys, { description }]) => ({ keys, description })),
  },
  {
    title: "Actions",
    items: [
      { keys: "s", description: "Focus the search button" },
      { keys: "⌘K", description: "Search (Ctrl+K on Windows and Linux)" },
    ],
  },
];

export type KeyInput = {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
};

/**
 * The action for a key press, or null. Chords with Ctrl/Meta/Alt belong to the browser and OS
 * (Ctrl+T, Cmd+L…), so they never trigger a shortcut. Esc is not mapped: Radix dialogs close on it themselves.
 */
export function shortcutFor(event: KeyInput): ShortcutAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.key === "?") return { type: "open-help" };
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (key === "s") return { type: "focus-search" };
  const nav = NAVIGATION[key];
  return nav ? { type: "navigate", href: nav.href } : null;
}

type TargetLike = {
  tagName?: string;
  isContentEditable?: boolean;
  getAttribute?: (name: string) => string | null;
} | null;

/** True when keys typed now belong to a text field: input, textarea, select or any contenteditable element. */
export function isTypingTarget(target: TargetLike): boolean {
  if (!target) return false;
  const tag = target.tagName?.toUpperCase();
  if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") return true;
  if (target.isContentEditable) return true;
  const editable = target.getAttribute?.("contenteditable");
  return editable !== null && editable !== undefined && editable !== "false";
}
