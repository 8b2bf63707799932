import { expect, test } from "@playwright/test";
import { ORIGIN, signUpFreshUser } from "../pages/session";

// The built-in analyst answers (no model configured in e2e), so the text is deterministic and from the engine.
test("landing chat: an example question streams an answer @mobile", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("Ask GM Anything")).toBeVisible();
  await page.getByRole("button", { name: "Should I start Jahmyr Gibbs or Bijan Robinson this week?" }).click();
  const answer = page.locator('[data-role="assistant"]');
  await expect(answer).toContainText("Start Jahmyr Gibbs", { timeout: 30_000 });
  await expect(answer).toContainText("projected");
  await expect(answer).toContainText("Answered by Fantasy GM Analyst (built-in)");
  await expect(page.getByLabel("Message GM")).toBeEnabled();
});

test("GM Chat: a question about the demo team answers with a tool card", async ({ page }) => {
  await signUpFreshUser(page, "chat");
  const connect = await page.request.post("/api/leagues", { headers: { Origin: ORIGIN }, data: { provider: "demo" } });
  expect(connect.ok(), await connect.text()).toBe(true);

  await page.goto("/gm-chat");
  await expect(page.getByRole("heading", { name: "GM Chat" })).toBeVisible();
  await page.getByLabel("Message GM").fill("Should I trade Justin Jefferson for Bijan Robinson?");
  await page.getByRole("button", { name: "Send message" }).click();
  const card = page.getByTestId("tool-card");
  await expect(card).toContainText("Trade verdict", { timeout: 60_000 });
  await expect(card).toContainText("Your playoff odds");
  await expect(page.locator('[data-role="assistant"]')).toContainText("Answered by Fantasy GM Analyst (built-in)");
  // The conversation is kept and listed in the sidebar.
  await expect(
    page.getByRole("complementary", { name: "Conversations" }).getByText("Should I trade Justin Jefferson"),
  ).toBeVisible();
});

test("GM Chat: a reply to the GM's clarifying question answers the earlier question", async ({ page }) => {
  await signUpFreshUser(page, "clarify");
  const connect = await page.request.post("/api/leagues", { headers: { Origin: ORIGIN }, data: { provider: "demo" } });
  expect(connect.ok(), await connect.text()).toBe(true);

  await page.goto("/gm-chat");
  await page.getByLabel("Message GM").fill("What are my odds");
  await page.getByRole("button", { name: "Send message" }).click();
  const answers = page.locator('[data-role="assistant"]');
  await expect(answers.first()).toContainText("Do you mean this week's matchup, or your playoff odds?", {
    timeout: 60_000,
  });
  await expect(page.getByLabel("Message GM")).toBeEnabled();
  await page.getByLabel("Message GM").fill("the second one");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(answers.nth(1)).toContainText("to make the playoffs", { timeout: 60_000 });
  await expect(answers.nth(1)).toContainText("regular-season weeks left");
});

test("GM Chat: a league team typed in lower case is that team, in the next question too", async ({ page }) => {
  await signUpFreshUser(page, "teams");
  const connect = await page.request.post("/api/leagues", { headers: { Origin: ORIGIN }, data: { provider: "demo" } });
  expect(connect.ok(), await connect.text()).toBe(true);

  await page.goto("/gm-chat");
  const answers = page.locator('[data-role="assistant"]');
  await page.getByLabel("Message GM").fill("sunday scaries are on a heater huh");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(answers.first()).toContainText("Answered by", { timeout: 60_000 });
  await expect(page.getByLabel("Message GM")).toBeEnabled();
  await page.getByLabel("Message GM").fill("what's their record now");
  await page.getByRole("button", { name: "Send message" }).click();
  // "Their" is the team just named: its record leads the answer (the manager's own follows, for comparison).
  await expect(answers.nth(1)).toContainText(/Sunday Scaries \(Coach Blake\) is \d+-\d+(-\d+)?, \d+\w\w of 12/, {
    timeout: 60_000,
  });
});
