/** @jest-environment node */
import { usernameBaseFromEmail } from "@/lib/auth/google-user";
import { USERNAME_PATTERN } from "@/lib/validations/auth";

describe("usernameBaseFromEmail", () => {
  it.each([
    ["Jane.Doe@gmail.com", "Jane.Doe"],
    ["jane+ff@gmail.com", "jane-ff"],
    ["jo@x.io", "jouser"],
    ["-.x.-@x.io", "xuser"],
    ["a".repeat(40) + "@x.io", "a".repeat(24)],
    ["émile@x.fr", "mile"],
  ])("%s → %s", (email, expected) => {
    const name = usernameBaseFromEmail(email);
    expect(name).toBe(expected);
    expect(name).toMatch(USERNAME_PATTERN);
    expect(name.length).toBeGreaterThanOrEqual(3);
  });
});
