import { expect, test } from "@playwright/test";

// Google sign-in against the fake OIDC server (tests/fakes/oidc-server.ts), started by playwright.config.ts
// with the app's AUTH_GOOGLE_* pointing at it. First sign-in creates the user with the terms pending.

// playwright.config.ts always sets AUTH_GOOGLE_*: a disabled Google sign-in is a failure, never a silent skip.
test.beforeEach(async ({ page }) => {
  const { enabled } = (await (await page.request.get("/api/auth/google/enabled")).json()) as { enabled: boolean };
  expect(enabled, "Google sign-in should be enabled by playwright.config.ts (AUTH_GOOGLE_ID/SECRET)").toBe(true);
});

const freshEmail = () => `g.user+${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@gmail.com`;

async function signInWithGoogle(page: import("@playwright/test").Page, email: string) {
  await page.goto("/auth");
  await page.getByRole("link", { name: "Sign in with Google" }).click();
  await expect(page.getByRole("heading", { name: "Sign in with (fake) Google" })).toBeVisible();
  await page.getByLabel("Google account email").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
}

test("first Google sign-in: terms gate, then the dashboard; the gate stays passed on the next sign-in", async ({
  page,
}) => {
  const email = freshEmail();
  await signInWithGoogle(page, email);

  await expect(page).toHaveURL(/\/auth\/google\/tos$/);
  await expect(page.getByText("Welcome to Fantasy GM")).toBeVisible();
  await expect(page.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
  await expect(page.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");

  // Until accepted: pages bounce back here and the API refuses.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\/google\/tos$/);
  expect((await page.request.get("/api/teams")).status()).toBe(403);
  const me = await page.request.get("/api/user");
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ username: expect.stringMatching(/^g\.user-/), tosAccepted: false });

  const accept = page.getByRole("button", { name: "Accept and Continue" });
  await expect(accept).toBeDisabled();
  await page.getByRole("checkbox").click();
  await accept.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("No Leagues Connected")).toBeVisible();
  expect((await page.request.get("/api/teams")).status()).toBe(200);

  // Sign out and back in with the same Google account: same user, no terms page.
  await page.getByRole("button", { name: /^User menu/ }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInWithGoogle(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("an address that belongs to a password account is not linked", async ({ page }) => {
  const email = freshEmail();
  const username = `pw_${Date.now().toString(36)}`;
  const origin = new URL(test.info().project.use.baseURL ?? "http://127.0.0.1:3100").origin;
  const res = await page.request.post("/api/register", {
    headers: { Origin: origin },
    data: { username, email, password: "secret123", acceptedTerms: true },
  });
  expect(res.status()).toBe(201);
  await page.context().clearCookies();

  await signInWithGoogle(page, email);
  await expect(page).toHaveURL(/\/auth\?error=EmailTaken$/);
  const toast = page.getByRole("region", { name: /^Notifications/ }).locator("li");
  await expect(toast).toContainText("Google sign-in failed");
  await expect(toast).toContainText("An account with this email already exists");
  expect((await page.request.get("/api/user")).status()).toBe(401);
});
