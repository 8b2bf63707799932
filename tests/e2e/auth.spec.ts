import { expect, test, type Page } from "@playwright/test";

// The sign-in / sign-up screen: exact strings, focus on the first invalid field, session round trip.

const fresh = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 30);

const tab = (page: Page, name: "Sign In" | "Sign Up") => page.getByRole("tab", { name });
const panel = (page: Page) => page.getByRole("tabpanel");

test("sign up → empty dashboard → logout → sign in shows the username @mobile", async ({ page }) => {
  const username = fresh("e2e");
  const password = "secret-pass-123";

  await page.goto("/auth");
  await expect(page.getByText("Welcome back")).toBeVisible();
  await expect(tab(page, "Sign In")).toHaveAttribute("aria-selected", "true");

  await tab(page, "Sign Up").click();
  await panel(page).getByLabel("Username").fill(username);
  await panel(page).getByLabel("Email").fill(`${username}@example.com`);
  await expect(panel(page).getByLabel("Email")).toHaveAttribute("type", "email");
  await panel(page).getByLabel("Password").fill(password);
  const create = page.getByRole("button", { name: "Create Account" });
  await expect(create).toBeDisabled();
  await expect(panel(page).getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
  await expect(panel(page).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  await page.getByRole("checkbox").click();
  await expect(create).toBeEnabled();
  await create.click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("No Leagues Connected")).toBeVisible();

  // Signed in: /auth sends the user on.
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole("button", { name: /^User menu/ }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get("/api/user")).status()).toBe(401);

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth$/);
  await panel(page).getByLabel("Username").fill(username.toUpperCase());
  await panel(page).getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("button", { name: `User menu: ${username}` })).toBeVisible();
});

test("sign-in validation: each message under its field, first invalid field focused", async ({ page }) => {
  await page.goto("/auth");
  const username = panel(page).getByLabel("Username");
  const password = panel(page).getByLabel("Password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(panel(page).getByText("Username is required")).toBeVisible();
  await expect(panel(page).getByText("Password is required")).toBeVisible();
  await expect(username).toBeFocused();
  await expect(username).toHaveAttribute("aria-describedby", "login-username-error");

  // Re-validates on change: typing clears the username error.
  await username.fill("someone");
  await expect(panel(page).getByText("Username is required")).toHaveCount(0);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(password).toBeFocused();
});

test("sign-up validation messages, in field order", async ({ page }) => {
  await page.goto("/auth");
  await tab(page, "Sign Up").click();
  const field = (label: string) => panel(page).getByLabel(label);
  await field("Username").fill("ab");
  await field("Email").fill("not-an-email");
  await field("Password").fill("12345");
  await page.getByRole("checkbox").click();
  const submit = page.getByRole("button", { name: "Create Account" });

  await submit.click();
  await expect(panel(page).getByText("Username must be at least 3 characters")).toBeVisible();
  await expect(panel(page).getByText("Please enter a valid email")).toBeVisible();
  await expect(panel(page).getByText("Password must be at least 6 characters")).toBeVisible();
  await expect(field("Username")).toBeFocused();

  await field("Username").fill(fresh("val"));
  await submit.click();
  await expect(field("Email")).toBeFocused();

  await field("Email").fill("ok@example.com");
  await submit.click();
  await expect(field("Password")).toBeFocused();
  await expect(field("Password")).toHaveAttribute("aria-invalid", "true");
});

test("wrong password shows the destructive 'Login failed' toast with the server's message", async ({ page }) => {
  await page.goto("/auth");
  await panel(page).getByLabel("Username").fill(fresh("nobody"));
  await panel(page).getByLabel("Password").fill("whatever1");
  await page.getByRole("button", { name: "Sign In" }).click();
  const toast = page.getByRole("region", { name: /^Notifications/ }).locator("li");
  await expect(toast).toContainText("Login failed");
  await expect(toast).toContainText("401: Invalid username or password");
  await expect(page).toHaveURL(/\/auth$/);
});

async function signUpThroughForm(page: Page, username: string, email: string) {
  await page.goto("/auth");
  await tab(page, "Sign Up").click();
  await panel(page).getByLabel("Username").fill(username);
  await panel(page).getByLabel("Email").fill(email);
  await panel(page).getByLabel("Password").fill("secret123");
  await page.getByRole("checkbox").click();
  await page.getByRole("button", { name: "Create Account" }).click();
}

test("duplicate username (any case) shows 'Registration failed' with the 409 message", async ({ page }) => {
  const username = fresh("dup");
  await signUpThroughForm(page, username, `${username}@example.com`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.context().clearCookies();

  await signUpThroughForm(page, username.toUpperCase(), `other_${username}@example.com`);
  const toast = page.getByRole("region", { name: /^Notifications/ }).locator("li");
  await expect(toast).toContainText("Registration failed");
  await expect(toast).toContainText("409: Username already taken");
  await expect(page.getByRole("button", { name: "Create Account" })).toBeEnabled();
});

test("/login and /register render the same screen; marketing panel on desktop", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByText("Welcome back")).toBeVisible();
  await expect(tab(page, "Sign In")).toHaveAttribute("aria-selected", "true");
  for (const blurb of ["Smart Recommendations", "Multi-League Support", "Real-time Updates"]) {
    await expect(page.getByRole("heading", { name: blurb })).toBeVisible();
  }
  await page.goto("/register");
  await expect(page.getByText("Welcome back")).toBeVisible();
  await expect(tab(page, "Sign Up")).toHaveAttribute("aria-selected", "true");
});

test("small screens show the logo and tagline instead of the panel @mobile", async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 1280) >= 1024, "mobile layout only");
  await page.goto("/auth");
  await expect(page.getByText("Your AI general manager for fantasy football").filter({ visible: true })).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Smart Recommendations" })).toBeHidden();
});

test("the Google button appears exactly when the enabled check says so", async ({ page }) => {
  const { enabled } = (await (await page.request.get("/api/auth/google/enabled")).json()) as { enabled: boolean };
  await page.goto("/auth");
  const google = page.getByRole("link", { name: "Sign in with Google" });
  await expect(google).toHaveCount(enabled ? 1 : 0);
  if (enabled) {
    await expect(page.getByText("Or continue with")).toBeVisible();
    await expect(google).toHaveAttribute("href", "/auth/google");
  }
});
