// First run: remember the Fantasy GM origin the download was made for (config.json), unless the user chose one.
chrome.runtime.onInstalled.addListener(async () => {
  const { appOrigin } = await chrome.storage.sync.get("appOrigin");
  if (appOrigin) return;
  const config = await (await fetch(chrome.runtime.getURL("config.json"))).json();
  if (config.appOrigin) await chrome.storage.sync.set({ appOrigin: config.appOrigin });
});
