// The background worker does the handover, because the popup closes as soon as the new tab takes focus.

// First run: remember the Fantasy GM origin the download was made for (config.json), unless the user chose one.
chrome.runtime.onInstalled.addListener(async () => {
  const { appOrigin } = await chrome.storage.sync.get("appOrigin");
  if (appOrigin) return;
  const config = await (await fetch(chrome.runtime.getURL("config.json"))).json();
  if (config.appOrigin) await chrome.storage.sync.set({ appOrigin: config.appOrigin });
});

// Runs inside the Fantasy GM page (chrome.scripting): posts the cookies to that page's origin only, repeating until
// the Connect page confirms it took them (it may still be hydrating when the tab reports "complete").
function postToPage(message, origin) {
  let tries = 0;
  const timer = setInterval(() => {
    if (document.documentElement.dataset.espnCookiesReceived === "true" || ++tries > 240) return clearInterval(timer);
    window.postMessage(message, origin);
  }, 250);
}

function tabLoaded(tabId) {
  return new Promise((resolve) => {
    const listener = (id, info) => {
      if (id !== tabId || info.status !== "complete") return;
      chrome.tabs.onUpdated.removeListener(listener);
      resolve();
    };
    chrome.tabs.onUpdated.addListener(listener);
    // It may have finished loading before the listener was added.
    chrome.tabs.get(tabId).then((tab) => {
      if (tab.status === "complete") listener(tabId, { status: "complete" });
    });
  });
}

async function handOver({ url, origin, message }) {
  const tab = await chrome.tabs.create({ url });
  await tabLoaded(tab.id);
  await chrome.scripting.executeScript({ target: { tabId: tab.id }, func: postToPage, args: [message, origin] });
}

chrome.runtime.onMessage.addListener((request, sender, reply) => {
  if (sender.id !== chrome.runtime.id || request?.type !== "handover") return false;
  handOver(request).then(
    () => reply({ ok: true }),
    (error) => reply({ ok: false, error: String(error?.message ?? error) }),
  );
  return true; // answers asynchronously
});
