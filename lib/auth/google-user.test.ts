/** @jest-environment node */
import { usernameBaseFromEmail } from "@/lib/auth/google-user";
import { clientIp } from "@/lib/auth/client-ip";
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

describe("clientIp", () => {
  const req = (headers: Record<string, string>) => new Request("http://x/", { headers });
  it("uses the first x-forwarded-for entry, then x-real-ip, else unknown", () => {
    expect(clientIp(req({ "x-forwarded-for": " 1.2.3.4 , 5.6.7.8", "x-real-ip": "9.9.9.9" }))).toBe("1.2.3.4");
    expect(clientIp(req({ "x-real-ip": "9.9.9.9" }))).toBe("9.9.9.9");
    expect(clientIp(req({}))).toBe("unknown");
  });
});
