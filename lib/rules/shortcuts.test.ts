import { SHORTCUT_GROUPS, isTypingTarget, shortcutFor } from "./shortcuts";

describe("shortcutFor", () => {
  it.each([
    ["h", { type: "navigate", href: "/" }],
    ["l", { type: "navigate", href: "/lineup" }],
    ["w", { type: "navigate", href: "/waivers" }],
    ["t", { type: "navigate", href: "/trades" }],
    ["a", { type: "navigate", href: "/analytics" }],
    ["H", { type: "navigate", href: "/" }],
    ["s", { type: "focus-search" }],
    ["?", { type: "open-help" }],
  ])("%s → %o", (key, action) => {
    expect(shortcutFor({ key })).toEqual(action);
  });

  it.each(["x", "Enter", "Escape", "1", "/", "Shift"])("ignores %s", (key) => {
    expect(shortcutFor({ key })).toBeNull();
  });

  it("leaves browser chords alone", () => {
    expect(shortcutFor({ key: "t", ctrlKey: true })).toBeNull();
    expect(shortcutFor({ key: "l", metaKey: true })).toBeNull();
    expect(shortcutFor({ key: "a", altKey: true })).toBeNull();
  });
});

describe("isTypingTarget", () => {
  it("is true for text fields and editable content", () => {
    const input = document.createElement("input");
    const textarea = document.createElement("textarea");
    const editable = document.createElement("div");
    editable.setAttribute("contenteditable", "true");
    const plaintext = document.createElement("div");
    plaintext.setAttribute("contenteditable", "plaintext-only");
    for (const el of [input, textarea, editable, plaintext]) expect(isTypingTarget(el)).toBe(true);
  });

  it("is false for buttons, links, plain elements and nothing", () => {
    const button = document.createElement("button");
    const link = document.createElement("a");
    const off = document.createElement("div");
    off.setAttribute("contenteditable", "false");
    for (const el of [button, link, off, document.body]) expect(isTypingTarget(el)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe("SHORTCUT_GROUPS", () => {
  it("has the three groups and documents every key", () => {
    expect(SHORTCUT_GROUPS.map((g) => g.title)).toEqual(["General", "Navigation", "Actions"]);
    const keys = SHORTCUT_GROUPS.flatMap((g) => g.items.map((i) => i.keys));
    expect(keys).toEqual(["?", "Esc", "h", "l", "w", "t", "a", "s", "⌘K"]);
  });
});
