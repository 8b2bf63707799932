import { expect, test, type Page, type Route } from "@playwright/test";
import { escapeMarkdown } from "@/lib/ai/markdown-escape";
import { DEMO_USER, signIn } from "../pages/session";

// Browser security: hostile markdown in an answer (from a model, or provider names inside one) never
// runs script, never becomes a javascript: link and never makes the browser fetch a remote image. The answers are
// served to the real chat UIs by intercepting their API calls, so exactly this text reaches the renderer.
const NAME = "![pwn](http://example.invalid/team.png) [Team](javascript:alert(1)) <b>Bold</b>";
const HOSTILE = [
  "Here is the plan.",
  "<script>window.__xss = 'script'</script>",
  "<img src=x onerror=\"window.__xss = 'img'\">",
  "[click me](javascript:window.__xss='link')",
  "![tracker](http://example.invalid/x.png)",
  // A provider team name, escaped on its way into markdown as the analyst does (lib/ai/markdown-escape.ts).
  `Your rival **${escapeMarkdown(NAME)}** leads the league.`,
].join("\n\n");

type Watch = { remote: string[]; dialogs: string[] };

function watch(page: Page): Watch {
  const seen: Watch = { remote: [], dialogs: [] };
  page.on("request", (request) => {
    if (request.url().includes("example.invalid")) seen.remote.push(request.url());
  });
  page.on("dialog", (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

async function expectInert(page: Page, seen: Watch) {
  const answer = page.locator('[data-role="assistant"]').last();
  await expect(answer).toContainText("leads the league", { timeout: 30_000 });
  // Raw HTML is shown as the text it is, and the provider name as its literal characters.
  await expect(answer).toContainText("<script>window.__xss = 'script'</script>");
  await expect(answer).toContainText(`<img src=x onerror="window.__xss = 'img'">`);
  await expect(answer).toContainText(NAME);
  await expect(answer.locator("script, img, iframe, object, embed")).toHaveCount(0);
  await expect(answer.locator("b")).toHaveCount(0);
  await expect(answer.getByRole("link", { name: "click me" })).toHaveCount(0);
  await expect(answer).toContainText("click me");
  await expect(page.locator('a[href^="javascript:" i], [href*="javascript:" i], [onerror]')).toHaveCount(0);
  // Give an onerror handler or a queued fetch time to show itself before asserting it never happened.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(seen.remote).toEqual([]);
  expect(seen.dialogs).toEqual([]);
}

const sse = (events: unknown[]) => events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join("") + "data: [DONE]\n\n";

test("landing chat renders hostile markdown inert", async ({ page }) => {
  const seen = watch(page);
  await page.route("**/api/chat/landing", (route: Route) =>
    route.fulfill({
      status: 200,
      headers: { "content-type": "text/event-stream; charset=utf-8" },
      body: sse([{ text: HOSTILE }, { text: "\n\n_Answered by Fake_" }]),
    }),
  );
  await page.goto("/");
  await page.getByLabel("Message GM").fill("Who leads the league?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expectInert(page, seen);
});

test("GM Chat renders hostile markdown inert", async ({ page }) => {
  const seen = watch(page);
  await signIn(page, DEMO_USER.username, DEMO_USER.password);
  await page.route("**/api/chat", (route: Route) => {
    if (route.request().method() !== "POST") return route.continue();
    return route.fulfill({
      status: 200,
      headers: { "content-type": "text/event-stream", "x-vercel-ai-ui-message-stream": "v1" },
      body: sse([
        { type: "start", messageId: "msg_hostile" },
        { type: "start-step" },
        { type: "text-start", id: "t1" },
        { type: "text-delta", id: "t1", delta: HOSTILE },
        { type: "text-end", id: "t1" },
        { type: "finish-step" },
        { type: "finish", messageMetadata: { model: "Fake" } },
      ]),
    });
  });
  await page.goto("/gm-chat");
  // The page streams in after its loading state; on a busy server that can take longer than the default 5 s.
  await expect(page.getByRole("heading", { name: "GM Chat" })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel("Message GM").fill("Who leads the league?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expectInert(page, seen);
});
