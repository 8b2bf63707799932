// Pure logic of the extension (no chrome.* calls), shared by the popup and the background worker and unit-tested.

export const COOKIE_NAMES = ["espn_s2", "SWID"];
export const MESSAGE_TYPE = "fantasy-gm:espn-cookies";
const SWID_PATTERN = /^\{[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}\}$/i;

/** An http(s) origin ("https://gm.example.com") from what a user typed, or null when it is not one. */
export function normalizeOrigin(text) {
  if (typeof text !== "string" || text.trim() === "") return null;
  const withScheme = /^[a-z]+:\/\//i.test(text.trim()) ? text.trim() : `https://${text.trim()}`;
  let url;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  // Plain http only for this machine: cookies must never travel in clear to another host.
  if (url.protocol === "http:" && !["localhost", "127.0.0.1"].includes(url.hostname)) return null;
  return url.origin;
}

/** The two cookies from chrome.cookies results, or which ones are missing. */
export function readCookies(found) {
  const byName = new Map((found ?? []).filter(Boolean).map((c) => [c.name, c.value]));
  const espnS2 = byName.get("espn_s2") ?? "";
  const swid = byName.get("SWID") ?? "";
  const missing = [];
  if (!espnS2) missing.push("espn_s2");
  if (!swid) missing.push("SWID");
  else if (!SWID_PATTERN.test(swid)) return { ok: false, missing, invalid: ["SWID"] };
  return missing.length ? { ok: false, missing, invalid: [] } : { ok: true, espnS2, swid };
}

/** The text put on the clipboard: one cookie per line, as the Connect form's fields are labelled. */
export function clipboardText({ espnS2, swid }) {
  return `espn_s2: ${espnS2}\nSWID: ${swid}\n`;
}

/** The page the extension opens: the Connect page with ESPN chosen. The cookies never go in the URL. */
export function connectUrl(origin) {
  return `${origin}/connect?provider=espn`;
}

/** What is posted to the Fantasy GM page (window.postMessage, target origin = the Fantasy GM origin only). */
export function handoverMessage({ espnS2, swid }) {
  return { type: MESSAGE_TYPE, espnS2, swid };
}

/** The origin pattern a host permission needs for the Fantasy GM origin. */
export function originPattern(origin) {
  return `${origin}/*`;
}
