import { expect, type Page } from "@playwright/test";

// State-changing API calls must come from our own origin (the same-origin check), so tests send it explicitly.
export const ORIGIN = process.env.E2E_ORIGIN ?? "http://127.0.0.1:3100";

let counter = 0;

/** Registers a fresh user through the API; the session cookie lands in the page's browser context. */
export async function signUpFreshUser(page: Page, prefix = "frame"): Promise<{ username: string; password: string }> {
  counter += 1;
  // Unique across the parallel workers too (the same test runs at once in the desktop and phone projects).
  const worker = process.env.TEST_PARALLEL_INDEX ?? "0";
  const username = `${prefix}_${Date.now().toString(36)}${worker}_${counter}`.slice(0, 30);
  const password = "secret-pass-123";
  const res = await page.request.post("/api/register", {
    headers: { Origin: ORIGIN },
    data: { username, email: `${username}@example.com`, password, acceptedTerms: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { username, password };
}

/** Signs in an existing account (e.g. the seeded demo user, who has the demo league connected). */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  const res = await page.request.post("/api/login", {
    headers: { Origin: ORIGIN },
    data: { username, password },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

export const DEMO_USER = { username: "demo", password: "demo1234" } as const;
