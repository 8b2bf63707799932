/** @jest-environment node */
import { loginSchema, registerSchema } from "@/lib/validations/auth";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe("loginSchema", () => {
  it.each([
    [{ username: "", password: "x" }, "Username is required"],
    [{ password: "x" }, "Username is required"],
    [{ username: "  ", password: "x" }, "Username is required"],
    [{ username: "bob", password: "" }, "Password is required"],
    [{ username: "bob" }, "Password is required"],
  ])("%j → %s", (input, message) => {
    expect(firstMessage(loginSchema.safeParse(input))).toBe(message);
  });

  it("accepts and trims the username but keeps the password as typed", () => {
    expect(loginSchema.parse({ username: " bob ", password: " pw " })).toEqual({ username: "bob", password: " pw " });
  });
});

describe("registerSchema", () => {
  const valid = { username: "bob", email: "bob@example.com", password: "secret", acceptedTerms: true };

  it.each([
    [{ username: "ab" }, "Username must be at least 3 characters"],
    [{ username: "" }, "Username must be at least 3 characters"],
    [{ username: "a".repeat(31) }, "Username must be at most 30 characters"],
    [{ username: "bob smith" }, "Username may only contain letters, numbers, dots, dashes and underscores"],
    [{ email: "bob" }, "Please enter a valid email"],
    [{ email: "bob@" }, "Please enter a valid email"],
    [{ email: "" }, "Please enter a valid email"],
    [{ password: "12345" }, "Password must be at least 6 characters"],
    [{ acceptedTerms: false }, "You must accept the Terms of Service"],
  ])("%j → %s", (override, message) => {
    expect(firstMessage(registerSchema.safeParse({ ...valid, ...override }))).toBe(message);
  });

  it("accepts the minimums exactly", () => {
    expect(registerSchema.safeParse({ ...valid, username: "abc", password: "123456" }).success).toBe(true);
  });
});
