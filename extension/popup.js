import { clipboardText, connectUrl, handoverMessage, normalizeOrigin, originPattern, readCookies } from "./logic.js";

const $ = (id) => document.getElementById(id);
let cookies = null;

async function savedOrigin() {
  const { appOrigin } = await chrome.storage.sync.get("appOrigin");
  if (appOrigin) return appOrigin;
  const config = await (await fetch(chrome.runtime.getURL("config.json"))).json();
  return config.appOrigin ?? null;
}

function say(text, kind = "") {
  $("status").textContent = text;
  $("status").className = kind;
}

async function readEspnCookies() {
  const found = await Promise.all(
    ["espn_s2", "SWID"].map((name) => chrome.cookies.get({ url: "https://www.espn.com/", name })),
  );
  return readCookies(found);
}

async function send() {
  const origin = await savedOrigin();
  if (!origin) return say("Enter your Fantasy GM address below first.", "error");
  const origins = [originPattern(origin)];
  const allowed = (await chrome.permissions.contains({ origins })) || (await chrome.permissions.request({ origins }));
  if (!allowed) return say(`Allow access to ${origin} to hand the cookies over, or copy them instead.`, "error");
  say("Opening Fantasy GM…");
  const answer = await chrome.runtime.sendMessage({
    type: "handover",
    url: connectUrl(origin),
    origin,
    message: handoverMessage(cookies),
  });
  if (!answer?.ok) throw new Error(answer?.error ?? "no answer from the extension");
  say("Sent to Fantasy GM's ESPN form. Not signed in there? Sign in, then click again.", "ok");
}

async function copy() {
  await navigator.clipboard.writeText(clipboardText(cookies));
  say("Copied. Paste them into the ESPN form on Fantasy GM's Connect page.", "ok");
}

async function saveOrigin(event) {
  event.preventDefault();
  const origin = normalizeOrigin($("origin").value);
  $("origin-error").textContent = origin ? "" : "Enter an https address (http only for localhost).";
  if (!origin) return;
  await chrome.storage.sync.set({ appOrigin: origin });
  $("origin").value = origin;
}

async function main() {
  $("origin").value = (await savedOrigin()) ?? "";
  $("origin-form").addEventListener("submit", saveOrigin);
  $("send").addEventListener("click", () =>
    send().catch((e) => say(`Could not hand the cookies over: ${e.message}`, "error")),
  );
  $("copy").addEventListener("click", () => copy().catch((e) => say(`Could not copy: ${e.message}`, "error")));
  const result = await readEspnCookies();
  if (!result.ok) {
    const problem = result.invalid.length
      ? "Your SWID cookie does not look right."
      : `Missing: ${result.missing.join(" and ")}.`;
    return say(`${problem} Sign in at fantasy.espn.com, open your league once, then open this again.`, "error");
  }
  cookies = result;
  $("send").disabled = false;
  $("copy").disabled = false;
  say("Found your espn_s2 and SWID cookies.", "ok");
}

main();
