import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, expect, test, type BrowserContext } from "@playwright/test";
import { extensionFiles } from "@/lib/extension/pack";
import { ORIGIN } from "../pages/session";

// Loads the unpacked ESPN cookie extension, packed for this test server's origin exactly as the download is, in
// Debian's Chromium; ESPN's cookies come from the browser's own cookie jar (set for .espn.com, no ESPN server).
const SWID = "{A1B2C3D4-E5F6-4A5B-8C9D-0E1F2A3B4C5D}";
const ESPN_S2 = "AEBtestCookieValue%2Bfrom%2Bthe%2Bjar";

let extensionDir: string;
let profileDir: string;
let context: BrowserContext;

test.beforeAll(async () => {
  extensionDir = mkdtempSync(path.join(tmpdir(), "fgm-extension-"));
  for (const [name, bytes] of Object.entries(extensionFiles(ORIGIN)))
    writeFileSync(path.join(extensionDir, name), bytes);
  profileDir = mkdtempSync(path.join(tmpdir(), "fgm-profile-"));
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: "/usr/bin/chromium",
    headless: false, // extensions need the new headless mode, asked for explicitly below
    args: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
    ],
  });
});

test.afterAll(async () => {
  await context?.close();
  rmSync(extensionDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
});

test("the extension reads the ESPN cookies and fills the ESPN form of a signed-in user's Connect page", async () => {
  test.skip(test.info().project.name !== "desktop", "one browser profile is enough");
  await context.addCookies([
    { name: "espn_s2", value: ESPN_S2, domain: ".espn.com", path: "/", secure: true, sameSite: "Lax" },
    { name: "SWID", value: SWID, domain: ".espn.com", path: "/", secure: true, sameSite: "Lax" },
  ]);
  const login = await context.request.post(`${ORIGIN}/api/register`, {
    headers: { Origin: ORIGIN },
    data: {
      username: `ext_${Date.now().toString(36)}`,
      email: `ext_${Date.now().toString(36)}@example.com`,
      password: "secret-pass-123",
      acceptedTerms: true,
    },
  });
  expect(login.status(), await login.text()).toBe(201);

  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  const extensionId = new URL(worker.url()).host;
  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${extensionId}/popup.html`);
  await expect(popup.getByRole("status")).toHaveText("Found your espn_s2 and SWID cookies.");
  await expect(popup.getByLabel("Fantasy GM address")).toHaveValue(ORIGIN);

  const opened = context.waitForEvent("page");
  await popup.getByRole("button", { name: "Open Fantasy GM with the ESPN form filled" }).click();
  const connect = await opened;
  await connect.waitForURL(`${ORIGIN}/connect?provider=espn`);
  // the page may still be hydrating
  await expect(connect.getByLabel("espn_s2")).toHaveValue(ESPN_S2, { timeout: 30_000 });
  await expect(connect.getByLabel("SWID")).toHaveValue(SWID);
  await expect(connect.getByText("ESPN cookies received").first()).toBeVisible();
  // The cookies never travel in the address.
  expect(connect.url()).not.toContain("AEBtest");
});

test("the download is the extension packed for this origin", async ({ request }) => {
  const res = await request.get("/download-extension/fantasy-gm-extension.zip");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/zip");
  const { unzipSync, strFromU8 } = await import("fflate");
  const files = unzipSync(new Uint8Array(await res.body()));
  expect(JSON.parse(strFromU8(files["config.json"]!))).toEqual({ appOrigin: ORIGIN });
});
